  // Calls act whenever the window becomes narrower or wider; a phone's address bar sliding away changes only the height.
  function onWidthChange(act) {
    var width = window.innerWidth;
    window.addEventListener("resize", function () {
      if (window.innerWidth !== width) {
        width = window.innerWidth;
        act();
      }
    });
  }
  // A table or formula wider than the page scrolls in its own box: that box is a stop for Tab, named for what it holds,
  // so that a keyboard can scroll it in every browser (some make it focusable themselves, unnamed; Safari does not),
  // and the side it scrolls towards fades, with an arrow there (its frame's data-more: start, end). A box that fits is
  // left alone: no stop for nothing to scroll. Boxes are checked whenever their width changes, once laid out.
  var SCROLLERS = ".table-scroll, .math.display > .katex-display";
  var resized = window.ResizeObserver ? new ResizeObserver(function (entries) {
    entries.forEach(function (entry) {
      checkScroller(entry.target);
    });
  }) : null;
  function watchScroller(scroller) {
    if (resized) {
      resized.observe(scroller);
    }
  }
  function checkScroller(scroller) {
    var scrolls = scroller.scrollWidth > scroller.clientWidth + 1;
    if (scrolls && !scroller.hasAttribute("data-scrolls")) {
      var caption = scroller.closest("figure") && scroller.closest("figure").querySelector("figcaption");
      scroller.setAttribute("tabindex", "0");
      scroller.setAttribute("role", "group");
      scroller.setAttribute("aria-label", scroller.classList.contains("katex-display") ? "Formula, scrolls sideways"
        : (caption ? caption.textContent.trim() : "Table") + ", scrolls sideways");
      scroller.setAttribute("data-scrolls", "");
      scroller.addEventListener("scroll", function () {
        showMore(scroller);
      }, { passive: true });
    } else if (!scrolls && scroller.hasAttribute("data-scrolls")) {
      ["tabindex", "role", "aria-label", "data-scrolls"].forEach(function (name) { scroller.removeAttribute(name); });
    }
    showMore(scroller);
  }
  // The frame that holds the fades: a formula's own span; a table's, made around it.
  function frame(scroller) {
    var around = scroller.parentNode;
    if (!around.classList.contains("scroll-frame")) {
      if (scroller.classList.contains("table-scroll")) {
        around = document.createElement("div");
        scroller.parentNode.insertBefore(around, scroller);
        around.appendChild(scroller);
      }
      around.classList.add("scroll-frame");
    }
    return around;
  }
  function showMore(scroller) {
    var scrolls = scroller.hasAttribute("data-scrolls");
    if (!scrolls && !scroller.parentNode.classList.contains("scroll-frame")) {
      return;
    }
    var around = frame(scroller);
    var left = Math.abs(scroller.scrollLeft);
    var more = !scrolls ? "" : (left > 1 ? "start" : "") + (left + scroller.clientWidth < scroller.scrollWidth - 1
      ? (left > 1 ? " end" : "end") : "");
    if (around.getAttribute("data-more") !== more) {
      around.setAttribute("data-more", more);
    }
    // The fades stop above the scroll bar, which stays in sight.
    around.style.setProperty("--scroll-bar", scroller.offsetHeight - scroller.clientHeight + "px");
  }
  // A click on a table or formula wider than the page gives it the focus, as Tab would: the arrow keys then scroll it
  // (a click leaves the focus on the page, where they would turn the page). For one a widget drew after the page.
  document.addEventListener("pointerdown", function (event) {
    var scroller = event.target.closest && event.target.closest(SCROLLERS);
    if (scroller && scroller.scrollWidth > scroller.clientWidth && !scroller.contains(document.activeElement)) {
      if (!scroller.hasAttribute("tabindex")) {
        scroller.setAttribute("tabindex", "-1");
      }
      scroller.focus({ preventScroll: true });
    }
  }, true);
