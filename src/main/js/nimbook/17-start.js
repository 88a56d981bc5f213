  // A page brought back by Back (from the browser's cache) takes the settings chosen since on another page.
  window.addEventListener("pageshow", function (event) {
    if (event.persisted) {
      applyTheme(stored(THEME));
      previewsOff = stored(PREVIEWS_OFF) !== null;
      keysOff = stored(KEYS_OFF) !== null;
    }
  });
  // Root itself, if it matches selector, and what matches inside it.
  function within(root, selector) {
    var found = Array.prototype.slice.call(root.querySelectorAll(selector));
    return root.matches(selector) ? [root].concat(found) : found;
  }
  // Blocks put into the page after it loaded (the live preview's new text): set up as the page's own were.
  window.nimbookPage = {
    refresh: function (blocks) {
      blocks.forEach(function (block) {
        linkHeadings(block);
        within(block, ".table-scroll").forEach(watchScroller);
        if (window.nimbookWidgets) {
          within(block, "[data-widget]").forEach(window.nimbookWidgets.start);
        }
        if (typeof katex === "undefined") {
          return;
        }
        within(block, "span.math").forEach(function (span) {
          var box = span.getBoundingClientRect();
          if (!near || box.bottom >= 0 && box.top < window.innerHeight) {
            typesetOne(span);
          } else {
            untypeset.push(span);
            near.observe(span);
          }
        });
      });
    }
  };
  function start() {
    skipToBoard();
    linkHeadings();
    markLesson();
    setUpMenu();
    setUpSearch();
    setUpPreviews();
    setUpShortcuts();
    showProgress();
    setUpSet();
    Array.prototype.forEach.call(document.querySelectorAll(".table-scroll"), watchScroller);
    renderMath();
    markSection();
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
