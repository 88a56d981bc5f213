// Renders every formula with KaTeX. Math reaches the page as \( … \) or \[ … \] inside span.math, so the
// text reads sensibly even before (or without) this script.
(function () {
  "use strict";
  // A mark that ends a phrase, after inline math: kept on the formula's line (the browser may break after a formula's
  // pieces, boxes of their own, even before a full stop, unless the box and the mark share a parent that forbids it).
  var CLOSING = /^[.,;:!?)\]}\u2019\u201d\u2026]+/;
  function typesetOne(span) {
    if (span.nbTypeset) {
      return;
    }
    span.nbTypeset = true;
    var text = span.textContent;
    var display = span.classList.contains("display");
    try {
      katex.render(text.slice(2, text.length - 2), span, { displayMode: display, throwOnError: false,
        output: "htmlAndMathml" });
    } catch (e) {
      span.classList.add("math-error");
      span.title = String(e && e.message || e);
    }
    var next = span.nextSibling;
    var closing = !display && next && next.nodeType === 3 ? CLOSING.exec(next.data) : null;
    if (closing) {
      var together = document.createElement("span");
      together.className = "math-and-mark";
      span.parentNode.insertBefore(together, span);
      together.appendChild(span);
      together.appendChild(document.createTextNode(closing[0]));
      next.data = next.data.slice(closing[0].length);
      // The formula's last piece is kept with the mark; it may still break before that piece, after a relation.
      var html = span.querySelector(".katex-html");
      var last = html && html.lastElementChild;
      if (last && last.classList.contains("base")) {
        var tail = document.createElement("span");
        tail.className = "math-tail";
        tail.setAttribute("aria-hidden", "true");
        tail.appendChild(last);
        html.parentNode.appendChild(tail);
      }
    }
    var scroller = display && span.querySelector(".katex-display");
    if (scroller) {
      watchScroller(scroller);
    }
  }
  // The formulas inside root (a preview shown on the page), at once.
  function typeset(root) {
    if (typeof katex !== "undefined") {
      Array.prototype.forEach.call(root.querySelectorAll("span.math"), typesetOne);
    }
  }
  // The page's formulas: those on the screen (or near it) at once, those the reader scrolls towards as they come near,
  // and the rest in small pieces while the page is idle — typesetting a lesson's hundreds at once held a phone's main
  // thread for seconds. Printing typesets what is left first (a print from the command line too: it fires
  // beforeprint). data-math="rendered" on the root says that all are typeset.
  var untypeset = [];
  var near = null;
  function typesetRest() {
    untypeset.forEach(typesetOne);
    untypeset = [];
    document.documentElement.setAttribute("data-math", "rendered");
  }
  function renderMath() {
    if (typeof katex === "undefined") {
      return;
    }
    untypeset = Array.prototype.slice.call(document.querySelectorAll("span.math"));
    // The first on the screen, found by halves: the spans are in the page's order, which is mostly top to bottom.
    var low = 0;
    var high = untypeset.length;
    while (low < high) {
      var middle = (low + high) >> 1;
      if (untypeset[middle].getBoundingClientRect().bottom < 0) {
        low = middle + 1;
      } else {
        high = middle;
      }
    }
    for (var i = low; i < untypeset.length && untypeset[i].getBoundingClientRect().top < window.innerHeight; i++) {
      typesetOne(untypeset[i]);
    }
    if (window.IntersectionObserver) {
      near = new IntersectionObserver(function (entries) {
        entries.forEach(function (entry) {
          if (entry.isIntersecting) {
            typesetOne(entry.target);
            near.unobserve(entry.target);
          }
        });
      }, { rootMargin: "100% 0px" });
      untypeset.forEach(function (span) {
        if (!span.nbTypeset) {
          near.observe(span);
        }
      });
    }
    var later = window.requestIdleCallback || function (work) {
      return window.setTimeout(function () {
        var start = Date.now();
        work({ timeRemaining: function () { return Math.max(0, 25 - (Date.now() - start)); } });
      }, 16);
    };
    var next = 0;
    later(function piece(deadline) {
      // At least one a piece: a page never idle still gets on.
      do {
        while (next < untypeset.length && untypeset[next].nbTypeset) {
          next++;
        }
        if (next < untypeset.length) {
          typesetOne(untypeset[next]);
        }
      } while (next < untypeset.length && deadline.timeRemaining() > 5);
      if (next < untypeset.length) {
        later(piece);
      } else {
        typesetRest();
      }
    });
  }
  window.addEventListener("beforeprint", typesetRest);
  // Each heading of the text links to itself: a section's address to copy or share, as mdBook and Jupyter Book give
  // one. Its text is the link (a numbered block's title is one already), with a mark shown when the pointer is on it or
  // it has focus: a mark of its own inside the heading would be read as part of the heading's name ("Rules Link to
  // this section"). A heading that holds a link already (a reference, a footnote) gets the mark alone, after it.
  function linkHeadings(root) {
    var headings = root ? within(root, "h2[id], h3[id], h4[id]") : document.querySelectorAll("main h2[id], main h3[id],"
      + " main h4[id]");
    for (var i = 0; i < headings.length; i++) {
      var heading = headings[i];
      var link = document.createElement("a");
      link.className = "heading-link";
      link.href = "#" + heading.id;
      if (heading.querySelector("a")) {
        link.className = "heading-link mark-only";
        link.setAttribute("aria-label", "Link to this section");
      } else {
        while (heading.firstChild) {
          link.appendChild(heading.firstChild);
        }
      }
      heading.appendChild(link);
    }
  }
  // Hints, answers and explanations sit in closed <details>: open them all for printing, and close them again after
  // (a print preview cancelled in front of a class would otherwise leave every answer showing).
  var openedForPrint = [];
  window.addEventListener("beforeprint", function () {
    var closed = document.querySelectorAll("details:not([open])");
    for (var i = 0; i < closed.length; i++) {
      closed[i].setAttribute("open", "");
      openedForPrint.push(closed[i]);
    }
  });
  window.addEventListener("afterprint", function () {
    openedForPrint.forEach(function (details) {
      details.removeAttribute("open");
    });
    openedForPrint = [];
  });
  // What the build writes beside this script for a page to load when first needed: the search index, the previews.
  var here = document.currentScript ? document.currentScript.src.replace(/nimbook\.js(\?.*)?$/, "") : "assets/";
  // Loads a script beside this one, once; then calls loaded(true), or loaded(false) if it cannot be read.
  function loadScript(name, loaded) {
    var script = document.createElement("script");
    script.src = here + name;
    script.onload = function () {
      loaded(true);
    };
    script.onerror = function () {
      loaded(false);
    };
    document.head.appendChild(script);
  }
  // Whether the reader is typing where a key is text, not a command.
  function typing(target) {
    return /^(input|textarea|select)$/i.test(target.tagName) || target.isContentEditable;
  }
  // The search box: its script (search.js), which loads the book's text, comes when the reader first comes to the box.
  function setUpSearch() {
    var form = document.querySelector("form.search");
    if (!form) {
      return;
    }
    var input = form.querySelector("input");
    form.hidden = false;
    var page = { loadScript: loadScript, returnTo: null }; // returnTo: where the reader was when "/" brought them here
    var requested = false;
    function start() {
      if (requested) {
        return;
      }
      requested = true;
      loadScript("search.js", function (loaded) {
        if (loaded) {
          window.NimbookSearch.box(form, page);
          return;
        }
        form.querySelector(".search-results").hidden = false;
        var failed = "Search is not available: its script (assets/search.js) did not load.";
        form.querySelector(".search-status").textContent = failed;
        var announce = form.querySelector(".search-announce");
        if (announce) {
          announce.textContent = failed;
        }
      });
    }
    input.addEventListener("focus", start);
    input.addEventListener("input", start);
    // "/" goes to the search box, as on many sites, unless the reader is typing somewhere.
    document.addEventListener("keydown", function (event) {
      if (event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(event.target) && !keysOff) {
        event.preventDefault();
        page.returnTo = { y: window.scrollY, focused: document.activeElement };
        input.focus();
        input.select(); // a new search replaces the last one
      }
    });
  }
  // Pointing at a link to a numbered block (a theorem, a definition, an exercise), or reaching it with the keyboard,
  // shows the block beside the link, as PreTeXt's knowls do: what "by Theorem 2.9" says, without leaving the page. The
  // previews (previews.js) load the first time they are wanted. A preview stays while the pointer is on the link or
  // on it (so that it can be read and scrolled), and goes with Escape, a click, or when the pointer or focus leaves.
  // Previews are on unless the reader turned them off (in the settings, with the shortcuts), remembered by the browser.
  var PREVIEWS_OFF = "nimbook.previews-off";
  var previewsOff = stored(PREVIEWS_OFF) !== null;
  function turnPreviews(on) {
    store(PREVIEWS_OFF, on ? null : "true");
    previewsOff = !on;
  }
  // The keys that act alone (/, ?, the arrows) can be turned off in the settings too: a reader who speaks to the
  // computer, or hits keys by mistake, would otherwise be sent elsewhere without meaning to (WCAG 2.1.4).
  var KEYS_OFF = "nimbook.keys-off";
  var keysOff = stored(KEYS_OFF) !== null;
  function turnKeys(on) {
    store(KEYS_OFF, on ? null : "true");
    keysOff = !on;
  }
  // The colours: as the device is set, or the reader's choice, "light" or "dark" (the page's head applies it before the
  // page is drawn).
  var THEME = "nimbook.theme";
  function applyTheme(theme) {
    if (theme === "light" || theme === "dark") {
      document.documentElement.setAttribute("data-theme", theme);
    } else {
      document.documentElement.removeAttribute("data-theme");
    }
  }
  function setTheme(theme) {
    store(THEME, theme || null);
    applyTheme(theme);
  }
  function setUpPreviews() {
    var main = document.getElementById("main");
    if (!main) {
      return;
    }
    var page = location.pathname.split("/").pop() || "index.html";
    var previews = null; // the book's previews by link, once loaded
    var requested = false;
    var wanted = null; // the link whose preview is to be shown (the pointer rests on it, or it has focus)
    var byKeyboard = false; // it has focus: the preview is shown whole, below it, for the page to scroll to
    var shown = null; // the link whose preview is shown
    var card = null;
    var tapped = null; // the link last tapped for its preview on a touch screen
    var showing = 0;
    var hiding = 0;
    // The preview a link leads to: "02-sums.html#sum" as the previews name it; null for any other link, and for a link
    // to where it is or to what the page shows beside it (the answer key's way back to an exercise, under its question).
    function target(link) {
      var href = link.getAttribute("href");
      var own = link.classList.contains("self") || link.classList.contains("heading-link")
        || link.parentNode.classList.contains("back-link");
      var hash = href === null || own ? -1 : href.indexOf("#");
      var file = hash < 0 ? "" : href.slice(0, hash);
      if (hash < 0 || /[/:?]/.test(file)) {
        return null;
      }
      // On the whole book's page a place of lesson 01-nim is #01-nim--bouton: the preview is 01-nim.html's.
      var part = file === "" && page === "print.html" ? /^#(.+?)--(.+)$/.exec(href) : null;
      return part ? part[1] + ".html#" + part[2] : (file || page) + href.slice(hash);
    }
    function linkAt(node) {
      var link = node && node.closest ? node.closest("a[href]") : null;
      return link && main.contains(link) && target(link) !== null ? link : null;
    }
    // The previews, and the script that draws them (preview.js), loaded when first wanted (or when a finger first
    // touches the text, so that a tap finds them).
    function load() {
      if (!requested) {
        requested = true;
        loadScript("preview.js", function (ready) {
          loadScript("previews.js", function () {
            previews = ready ? window.nimbookPreviews || {} : {};
            if (wanted !== null) {
              open(wanted);
            }
          });
        });
      }
    }
    function want(link, delay, keyboard) {
      if (previewsOff) {
        return;
      }
      byKeyboard = keyboard;
      clearTimeout(hiding);
      clearTimeout(showing);
      wanted = link;
      if (link !== shown) {
        showing = setTimeout(function () {
          open(link);
        }, delay);
      }
    }
    function unwant() {
      if (byKeyboard && shown !== null && document.activeElement === shown) {
        return; // opened by the keyboard: it stays while its link has focus, wherever the pointer goes
      }
      clearTimeout(showing);
      wanted = null;
      clearTimeout(hiding);
      hiding = setTimeout(hide, 250);
    }
    function open(link) {
      if (wanted !== link) {
        return;
      }
      if (previews === null) {
        load();
        return;
      }
      var key = target(link);
      var html = previews[key];
      hide();
      if (html === undefined) {
        if (tapped === link) {
          tapped = null;
          location.href = link.href; // tapped before the previews had loaded, and there is none: follow it after all
        }
        return;
      }
      card = window.NimbookPreview.card(html, key, link, page);
      card.addEventListener("pointerover", function () {
        clearTimeout(hiding);
      });
      card.addEventListener("pointerout", function (event) {
        if (event.pointerType === "mouse" && !card.contains(event.relatedTarget) && linkAt(event.relatedTarget) !== shown) {
          unwant();
        }
      });
      document.body.appendChild(card);
      typeset(card);
      window.NimbookPreview.place(card, link, byKeyboard);
      shown = link;
    }
    function hide() {
      clearTimeout(hiding);
      if (card !== null) {
        card.parentNode.removeChild(card);
        card = null;
      }
      shown = null;
    }
    function focusVisible(element) {
      try {
        return element.matches(":focus-visible");
      } catch (e) {
        return false; // a browser that cannot tell: previews for the pointer only
      }
    }
    // A mouse resting on a link; not one that the page scrolled under a resting mouse while the keyboard's link, which
    // has focus, wants its preview.
    main.addEventListener("pointerover", function (event) {
      var link = linkAt(event.target);
      var keyboards = byKeyboard && wanted !== null && document.activeElement === wanted;
      if (link !== null && event.pointerType === "mouse" && !keyboards) {
        want(link, 300, false);
      }
    });
    main.addEventListener("pointerout", function (event) {
      var link = linkAt(event.target);
      if (link !== null && link === wanted && event.pointerType === "mouse" && linkAt(event.relatedTarget) !== link
          && !(card !== null && card.contains(event.relatedTarget))) {
        unwant();
      }
    });
    // A touch screen has no pointer to rest on a link: a tap shows the preview (as PreTeXt's knowls open), and a second
    // tap on the link, or on the preview's title, follows it.
    var touched = false;
    main.addEventListener("pointerdown", function (event) {
      touched = event.pointerType === "touch" || event.pointerType === "pen";
      if (touched && !previewsOff) {
        load();
      }
    });
    main.addEventListener("click", function (event) {
      var link = linkAt(event.target);
      if (link === null || !touched || event.detail === 0 || previewsOff || link === shown || event.ctrlKey
          || event.metaKey || event.shiftKey || previews === null || previews[target(link)] === undefined) {
        return; // followed: not a tap (Enter gives a click too), nothing to show, or the previews not loaded yet
      }
      event.preventDefault();
      tapped = link;
      want(link, 0, false);
    });
    // The keyboard: a link reached with Tab (not one clicked, which is followed anyway).
    main.addEventListener("focusin", function (event) {
      var link = linkAt(event.target);
      if (link !== null && focusVisible(link)) {
        want(link, 0, true);
      }
    });
    main.addEventListener("focusout", function (event) {
      // (A tapped link keeps its preview while the reader taps in it: focus leaving goes with the keyboard's only.)
      if (byKeyboard && linkAt(event.target) === wanted) {
        clearTimeout(showing);
        wanted = null;
        hide();
      }
    });
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && card !== null) {
        wanted = null;
        hide();
      }
    });
    // A click anywhere but on the preview's text (which a reader may select) ends it; not the tap that asked for it.
    document.addEventListener("click", function (event) {
      if (event.defaultPrevented && tapped !== null && linkAt(event.target) === tapped) {
        return;
      }
      if (card === null || !card.contains(event.target) || event.target.closest("a")) {
        wanted = null;
        hide();
      }
    });
    // A window made narrower or wider moves the text under the preview.
    onWidthChange(hide);
    // So does the text above it growing or shrinking (formulas typeset, blocks laid out as they come near): the
    // preview follows its link.
    if (window.ResizeObserver) {
      new ResizeObserver(function () {
        if (card !== null && shown !== null) {
          window.NimbookPreview.place(card, shown, byKeyboard);
        }
      }).observe(main);
    }
  }
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
  // The list of lessons comes from one script for the whole book (assets/contents.js), which the sidebar loads: this
  // page's own entry, named by the sidebar's data-page, is marked here, and kept in sight where the sidebar scrolls.
  function markLesson() {
    var sidebar = document.getElementById("lessons");
    var page = sidebar && sidebar.getAttribute("data-page");
    var links = sidebar ? sidebar.querySelectorAll(".lesson-list a") : [];
    for (var i = 0; i < links.length; i++) {
      if (links[i].getAttribute("href") === page) {
        links[i].setAttribute("aria-current", "page");
        var box = sidebar.getBoundingClientRect();
        var place = links[i].getBoundingClientRect();
        if (sidebar.scrollHeight > sidebar.clientHeight && box.height > 0 && place.bottom > box.bottom) {
          sidebar.scrollTop += place.top - box.top - box.height / 3;
        }
        return;
      }
    }
  }
  // On a phone the contents (lessons, and this page's sections) sit below the text: the header's last row (the search
  // and a Menu button that opens them over the page) stays at the top of the screen, the rest of the header scrolls
  // away. The header says how much of it scrolls away (--header-hide), and where the part that stays ends (--header-bottom,
  // which is also where a link's target lands, below it).
  function setUpMenu() {
    var header = document.querySelector(".site-header");
    var sidebar = document.getElementById("lessons");
    var search = header && header.querySelector(".search");
    if (!header || !sidebar || !search) {
      return;
    }
    var button = document.createElement("button");
    button.type = "button";
    button.className = "menu-button";
    button.setAttribute("aria-expanded", "false");
    button.setAttribute("aria-controls", "lessons");
    var icon = document.createElement("span");
    icon.setAttribute("aria-hidden", "true");
    icon.textContent = "\u2630 ";
    button.appendChild(icon);
    button.appendChild(document.createTextNode("Menu"));
    header.insertBefore(button, search);
    header.setAttribute("data-menu", "");
    sidebar.setAttribute("data-menu", "");
    var top = document.createElement("a");
    top.className = "to-top";
    top.href = "#main";
    top.textContent = "\u2191 Top of the page";
    sidebar.insertBefore(top, sidebar.firstChild);
    // The very top, header and all (#main lands below the header), and the keyboard with it.
    top.addEventListener("click", function (event) {
      event.preventDefault();
      window.scrollTo(0, 0);
      var title = header.querySelector(".book-title");
      if (title) {
        title.focus({ preventScroll: true });
      }
    });
    function measure() {
      var stays = button.offsetParent !== null ? button.offsetTop - 6 : 0;
      document.documentElement.style.setProperty("--header-hide", Math.max(0, stays) + "px");
      document.documentElement.style.setProperty("--header-bottom", header.offsetHeight - Math.max(0, stays) + "px");
    }
    measure();
    onWidthChange(measure);
    function open(opened) {
      button.setAttribute("aria-expanded", String(opened));
      if (opened) {
        sidebar.setAttribute("data-open", "");
        // The reader's place: this page's section, or else the page itself.
        var here = sidebar.querySelector(".lesson-toc a[aria-current]") || sidebar.querySelector("a[aria-current]")
          || top;
        here.focus({ preventScroll: true });
        here.scrollIntoView({ block: "nearest" });
      } else {
        sidebar.removeAttribute("data-open");
      }
    }
    button.addEventListener("click", function () {
      open(!sidebar.hasAttribute("data-open"));
    });
    // "Skip to the contents" opens them, where they are hidden.
    Array.prototype.forEach.call(document.querySelectorAll('a[href="#lessons"]'), function (link) {
      link.addEventListener("click", function (event) {
        if (button.offsetParent !== null) {
          event.preventDefault();
          open(true);
        }
      });
    });
    sidebar.addEventListener("click", function (event) {
      if (event.target.closest("a") && sidebar.hasAttribute("data-open")) {
        open(false); // followed: the page is what the reader wants to see
      }
    });
    sidebar.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && sidebar.hasAttribute("data-open")) {
        open(false);
        button.focus();
      }
    });
    document.addEventListener("focusin", function (event) {
      if (sidebar.hasAttribute("data-open") && !sidebar.contains(event.target) && event.target !== button) {
        open(false);
      }
    });
    document.addEventListener("click", function (event) {
      if (sidebar.hasAttribute("data-open") && !sidebar.contains(event.target) && !button.contains(event.target)) {
        open(false);
      }
    });
  }
  // "On this page" marks the section being read (aria-current="location"): the last whose heading is above the upper
  // third of the window.
  function markSection() {
    var links = Array.prototype.slice.call(document.querySelectorAll(".lesson-toc a[href^='#']"));
    var sidebar = document.getElementById("lessons");
    // Looked up at each mark: the preview may put a section's heading in anew.
    function heads() {
      return links.map(function (link) {
        return document.getElementById(decodeURIComponent(link.getAttribute("href").slice(1)));
      });
    }
    if (links.length === 0 || heads().indexOf(null) >= 0) {
      return;
    }
    var current = null;
    var pending = false;
    function mark() {
      pending = false;
      var headings = heads();
      if (headings.indexOf(null) >= 0) {
        return;
      }
      var line = window.innerHeight / 3;
      var at = -1;
      for (var i = 0; i < headings.length && headings[i].getBoundingClientRect().top <= line; i++) {
        at = i;
      }
      var link = at >= 0 ? links[at] : null;
      if (link === current) {
        return;
      }
      if (current) {
        current.removeAttribute("aria-current");
      }
      current = link;
      if (link) {
        link.setAttribute("aria-current", "location");
        // Kept in sight in the contents beside the text, when they scroll.
        var box = sidebar.getBoundingClientRect();
        var place = link.getBoundingClientRect();
        if (sidebar.scrollHeight > sidebar.clientHeight && box.height > 0 && (place.bottom > box.bottom
            || place.top < box.top)) {
          sidebar.scrollTop += place.top - box.top - box.height / 2;
        }
      }
    }
    window.addEventListener("scroll", function () {
      if (!pending) {
        pending = true;
        window.requestAnimationFrame(mark);
      }
    }, { passive: true });
    onWidthChange(mark);
    mark();
  }
  // A lesson's boards are far down the page, past every heading's link: a skip link leads to the first.
  function skipToBoard() {
    var board = document.querySelector('main [data-widget="play"]');
    var last = document.querySelectorAll("body > .skip-link");
    if (!board || last.length === 0) {
      return;
    }
    if (!board.id) {
      var n = 1;
      while (document.getElementById("board-" + n)) {
        n++;
      }
      board.id = "board-" + n;
    }
    board.tabIndex = -1;
    var skip = document.createElement("a");
    skip.className = "skip-link";
    skip.href = "#" + board.id;
    skip.textContent = "Skip to the first board";
    last[last.length - 1].after(skip);
  }
  // The left and right arrow keys turn to the previous and next lesson, as in many online books, only while nothing
  // in particular has focus: on a link, a field, a widget or a box that scrolls, an arrow pressed by habit (to scroll
  // sideways, to move in a list) must not leave the page.
  document.addEventListener("keydown", function (event) {
    var target = event.target;
    if ((event.key !== "ArrowLeft" && event.key !== "ArrowRight") || event.ctrlKey || event.metaKey || event.altKey
        || event.shiftKey || keysOff || document.querySelector("dialog[open]")
        || !target.matches("body, main")) {
      return;
    }
    var link = document.querySelector(event.key === "ArrowLeft" ? "a[rel=prev]" : "a[rel=next]");
    if (link) {
      link.click();
    }
  });
  // The browser's storage, where this reader's settings and progress are kept. It may be off (a private window, a page
  // from disk in some browsers): then nothing is kept, and nothing fails.
  function stored(key) {
    try {
      return localStorage.getItem(key);
    } catch (e) {
      return null;
    }
  }
  function store(key, value) {
    try {
      if (value === null) {
        localStorage.removeItem(key);
      } else {
        localStorage.setItem(key, value);
      }
    } catch (e) {
      // Not kept.
    }
  }
  // The exercises this reader has solved, kept by the browser and never sent anywhere (answer boxes record them,
  // assets/widgets/check.js): under where each exercise stands, the position it was solved for — a set regenerated
  // with another seed starts afresh — and the answer given. Kept per book (by its title): pages from disk share one
  // storage, whatever book they are of.
  var bookTitle = document.querySelector(".book-title");
  var SOLVED = "nimbook.solved:" + (bookTitle ? bookTitle.textContent : "");
  var STREAKS = "nimbook.streak:" + (bookTitle ? bookTitle.textContent : "");
  // Whether JSON text nests more than most levels deep, found in one pass, without parsing it.
  function nestsDeeper(text, most) {
    var depth = 0;
    var quoted = false;
    for (var i = 0; i < text.length; i++) {
      var c = text.charAt(i);
      if (quoted) {
        i += c === "\\" ? 1 : 0;
        quoted = c !== "\"";
      } else if (c === "\"") {
        quoted = true;
      } else if (c === "{" || c === "[") {
        depth++;
        if (depth > most) {
          return true;
        }
      } else if (c === "}" || c === "]") {
        depth--;
      }
    }
    return false;
  }
  // The entries kept under key that valid accepts: what the storage holds that is not ours is set aside. Ours nest two
  // deep; deeper is never parsed (another script's value, 200,000 deep, held every page's load for seconds).
  function kept(key, valid) {
    var entries = {};
    var text = stored(key) || "{}";
    if (nestsDeeper(text, 2)) {
      return entries;
    }
    try {
      var all = JSON.parse(text);
      Object.keys(all && !Array.isArray(all) && typeof all === "object" ? all : {}).forEach(function (name) {
        if (all[name] && valid(all[name])) {
          entries[name] = all[name];
        }
      });
    } catch (e) {
      // What the storage holds is not ours.
    }
    return entries;
  }
  function streaks() {
    return kept(STREAKS, function (entry) {
      return typeof entry.count === "number" && typeof entry.position === "string";
    });
  }
  var progress = window.nimbookProgress = {
    solved: function () {
      return kept(SOLVED, function (entry) {
        return typeof entry.position === "string" && typeof entry.answer === "string";
      });
    },
    record: function (exercise, position, answer) {
      var solved = progress.solved();
      solved[exercise] = { position: position, answer: answer };
      store(SOLVED, JSON.stringify(solved));
    },
    // Right answers in a row, for positions dealt one after another ("another"): a right answer for a position not yet
    // counted adds one, anything else starts again. Returns the count.
    count: function (exercise, position, right) {
      var all = streaks();
      var was = all[exercise] || { count: 0, position: "" };
      all[exercise] = !right ? { count: 0, position: "" } : was.position === position ? was
        : { count: was.count + 1, position: position };
      store(STREAKS, JSON.stringify(all));
      return all[exercise].count;
    },
    streak: function (exercise) {
      var entry = streaks()[exercise];
      return entry ? entry.count : 0;
    },
    forget: function () {
      store(SOLVED, null);
      store(STREAKS, null);
    }
  };
  // The exercise set this reader works on: ?set=42 in the address, or the number typed in at the foot of a page, kept
  // so that every page deals it (assets/widgets/check.js deals the generated exercises). None: the book's own.
  var SET = "nimbook.set:" + (bookTitle ? bookTitle.textContent : "");
  var SET_NUMBER = /^[0-9]{1,15}$/;
  var addressed = /[?&]set=([0-9]{1,15})(?:&|$)/.exec(window.location.search);
  if (addressed) {
    store(SET, addressed[1]);
  }
  window.nimbookSet = addressed ? addressed[1] : SET_NUMBER.test(stored(SET) || "") ? stored(SET) : null;
  // The set named at the foot of the page; on paper, at the foot of every page, with the book and its edition.
  function setUpSet() {
    var named = document.querySelector(".site-footer .exercise-set");
    if (!named) {
      return;
    }
    var built = named.getAttribute("data-set");
    var set = window.nimbookSet || (built !== "0" ? built : null);
    if (window.nimbookSet) {
      named.textContent = " \u00b7 exercise set " + window.nimbookSet;
    }
    var foot = (bookTitle ? bookTitle.textContent : "") + " \u00b7 " + (document.body.hasAttribute("data-student-edition")
      ? "student edition" : "instructor\u2019s edition") + (set ? " \u00b7 exercise set " + set : "");
    var style = document.createElement("style");
    style.className = "print-foot";
    style.textContent = "@media print { @page { @bottom-left { content: \"" + foot.replace(/[\\"]/g, "\\$&")
      .replace(/\n/g, " ") + "\"; font: 9pt system-ui, sans-serif; } } }";
    document.head.appendChild(style);
  }
  // The setting that chooses the set: a number, or nothing for the book's own. The page is loaded again with the set in
  // its address, so that every exercise is dealt anew.
  function setChooser() {
    var form = document.createElement("form");
    form.className = "setting set-form";
    var label = document.createElement("label");
    var field = document.createElement("input");
    field.type = "text";
    field.name = "set";
    field.inputMode = "numeric";
    field.size = 8;
    field.autocomplete = "off";
    field.value = window.nimbookSet || "";
    // Enter deals it (a form's one field submits it): no button, so that Close stays the dialog's first.
    label.appendChild(document.createTextNode("Exercise set: type its number and press Enter (empty for the book\u2019s own) "));
    label.appendChild(field);
    var said = document.createElement("span");
    said.className = "set-status";
    said.setAttribute("role", "status");
    form.appendChild(label);
    form.appendChild(document.createTextNode(" "));
    form.appendChild(said);
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var value = field.value.trim();
      if (value !== "" && !SET_NUMBER.test(value)) {
        said.textContent = "A set is a whole number, like 42.";
        field.setAttribute("aria-invalid", "true");
        return;
      }
      store(SET, value || null);
      var search = window.location.search.replace(/^\?/, "").split("&").filter(function (part) {
        return part !== "" && !/^set=/.test(part);
      });
      if (value) {
        search.push("set=" + value);
      }
      window.location.href = window.location.href.replace(/[?#].*$/, "") + (search.length > 0 ? "?" + search.join("&")
        : "") + window.location.hash;
    });
    return form;
  }
  // On the contents page: how many of each lesson's exercises the reader has solved, and a way to start afresh.
  function showProgress() {
    var lessons = document.querySelectorAll("li[data-exercises]");
    var solved = progress.solved();
    var lines = [];
    for (var i = 0; i < lessons.length; i++) {
      var exercises = JSON.parse(lessons[i].getAttribute("data-exercises"));
      var keys = Object.keys(exercises);
      var done = keys.filter(function (key) {
        return solved[key] && solved[key].position === exercises[key];
      }).length;
      if (done > 0) {
        var line = document.createElement("p");
        line.className = "progress";
        line.textContent = done === keys.length && done > 1 ? "All " + done + " exercises solved"
          : done + " of " + keys.length + (keys.length === 1 ? " exercise" : " exercises") + " solved";
        lessons[i].appendChild(line);
        lines.push(line);
      }
    }
    if (lines.length > 0) {
      var forget = document.createElement("button");
      forget.type = "button";
      forget.className = "forget-progress";
      forget.textContent = "Forget my solved exercises";
      forget.addEventListener("click", function () {
        if (window.confirm("Forget which exercises you have solved, and your answers, in this browser?")) {
          progress.forget();
          lines.forEach(function (line) {
            line.remove();
          });
          // The button goes; the keyboard stays where it was, on a line that says what happened.
          var done = document.createElement("p");
          done.className = "progress-forgotten";
          done.tabIndex = -1;
          done.setAttribute("role", "status");
          done.textContent = "Your solved exercises are forgotten.";
          forget.replaceWith(done);
          done.focus();
        }
      });
      lessons[0].parentNode.after(forget);
    }
  }
  // "?" lists the keys the book answers to, as many online books and sites do.
  var SHORTCUTS = [["/", "Search the book"],
    ["\u2190 \u2192", "Previous and next lesson, while no link, button or field has focus"],
    ["Tab", "Reach a link to a theorem, an exercise or an equation: it is shown beside the link, unless turned off below"],
    ["Esc", "Close the search results, a preview, or this dialog"],
    ["Ctrl + Enter", "Check the answer in an answer box"], ["?", "These shortcuts and the settings"]];
  // A setting that is on or off: a labelled checkbox.
  function checkbox(checked, text, turn) {
    var setting = document.createElement("label");
    setting.className = "setting";
    var box = document.createElement("input");
    box.type = "checkbox";
    box.checked = checked;
    box.addEventListener("change", function () {
      turn(box.checked);
    });
    setting.appendChild(box);
    setting.appendChild(document.createTextNode(" " + text));
    return setting;
  }
  function setUpShortcuts() {
    var dialog = null;
    function open() {
      if (dialog === null) {
        dialog = document.createElement("dialog");
        dialog.className = "shortcuts";
        dialog.setAttribute("aria-labelledby", "shortcuts-title");
        var title = document.createElement("h2");
        title.id = "shortcuts-title";
        title.textContent = "Shortcuts and settings";
        // Focus starts on the title, not on the first setting: a screen reader reads on from the top, the list of keys.
        title.tabIndex = -1;
        var keys = document.createElement("h3");
        keys.textContent = "Keyboard";
        var list = document.createElement("dl");
        SHORTCUTS.forEach(function (shortcut) {
          var key = document.createElement("dt");
          shortcut[0].split(" ").forEach(function (name, i) {
            if (name === "+") {
              key.appendChild(document.createTextNode(" + "));
            } else {
              if (i > 0 && key.lastChild.nodeName === "KBD") {
                key.appendChild(document.createTextNode(" "));
              }
              var kbd = document.createElement("kbd");
              kbd.textContent = name;
              key.appendChild(kbd);
            }
          });
          var what = document.createElement("dd");
          what.textContent = shortcut[1];
          list.appendChild(key);
          list.appendChild(what);
        });
        // The settings: previews, which some readers find in the way, the keys that act alone, and the colours.
        var settings = document.createElement("h3");
        settings.textContent = "Settings";
        var previewSetting = checkbox(!previewsOff, "Show a theorem, exercise or equation beside a link to it",
          turnPreviews);
        var keySetting = checkbox(!keysOff, "Single-key shortcuts: / ? \u2190 \u2192 (the button at the foot of the page"
          + " opens this list either way)", turnKeys);
        var colours = document.createElement("fieldset");
        colours.className = "setting";
        var legend = document.createElement("legend");
        legend.textContent = "Colours";
        colours.appendChild(legend);
        var chosen = document.documentElement.getAttribute("data-theme") || "";
        [["", "As the device is set"], ["light", "Light"], ["dark", "Dark"]].forEach(function (theme) {
          var choice = document.createElement("label");
          var radio = document.createElement("input");
          radio.type = "radio";
          radio.name = "theme";
          radio.value = theme[0];
          radio.checked = theme[0] === chosen;
          radio.addEventListener("change", function () {
            setTheme(theme[0]);
          });
          choice.appendChild(radio);
          choice.appendChild(document.createTextNode(" " + theme[1]));
          colours.appendChild(choice);
        });
        var close = document.createElement("button");
        close.type = "button";
        close.textContent = "Close";
        close.addEventListener("click", function () {
          if (dialog.close) {
            dialog.close();
          } else {
            dialog.removeAttribute("open");
          }
        });
        // On a touch screen the settings come first: the keys are for a keyboard.
        var parts = [[keys, list], [settings, previewSetting, keySetting, colours, setChooser()]];
        if (window.matchMedia && window.matchMedia("(pointer: coarse)").matches) {
          parts.reverse();
        }
        [[title]].concat(parts, [[close]]).forEach(function (part) {
          part.forEach(function (element) {
            dialog.appendChild(element);
          });
        });
        // A click on the backdrop (outside the dialog's box) closes it too.
        dialog.addEventListener("click", function (event) {
          var box = dialog.getBoundingClientRect();
          if (event.target === dialog && (event.clientX < box.left || event.clientX > box.right || event.clientY < box.top
              || event.clientY > box.bottom)) {
            close.click();
          }
        });
        document.body.appendChild(dialog);
      }
      if (!dialog.open && dialog.showModal) {
        dialog.showModal();
      } else if (!dialog.open) {
        dialog.setAttribute("open", ""); // a browser without modal dialogs: shown in place, Close still closes it
      }
      dialog.querySelector("#shortcuts-title").focus();
    }
    // Said where a reader may look for it: at the foot of the page.
    var footer = document.querySelector(".site-footer p");
    if (footer) {
      var button = document.createElement("button");
      button.type = "button";
      button.className = "shortcuts-button";
      button.textContent = "Shortcuts and settings (?)";
      button.addEventListener("click", open);
      footer.appendChild(button);
    }
    document.addEventListener("keydown", function (event) {
      if (event.key === "?" && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(event.target) && !keysOff) {
        event.preventDefault();
        open();
      }
    });
  }
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
})();
