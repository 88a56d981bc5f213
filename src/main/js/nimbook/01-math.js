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
