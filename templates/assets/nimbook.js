// Renders every formula with KaTeX. Math reaches the page as \( … \) or \[ … \] inside span.math, so the
// text reads sensibly even before (or without) this script.
(function () {
  "use strict";
  function renderMath() {
    if (typeof katex === "undefined") {
      return;
    }
    var spans = document.querySelectorAll("span.math");
    for (var i = 0; i < spans.length; i++) {
      var span = spans[i];
      var text = span.textContent;
      var display = span.classList.contains("display");
      var tex = text.slice(2, text.length - 2);
      try {
        katex.render(tex, span, { displayMode: display, throwOnError: false, output: "htmlAndMathml" });
      } catch (e) {
        span.classList.add("math-error");
        span.title = String(e && e.message || e);
      }
    }
    document.documentElement.setAttribute("data-math", "rendered");
  }
  // The list of lessons is the same on every page: mark this page's own entry for assistive technology.
  function markCurrentLesson() {
    var page = location.pathname.split("/").pop() || "index.html";
    var links = document.querySelectorAll(".lesson-list a");
    for (var i = 0; i < links.length; i++) {
      if (links[i].getAttribute("href") === page) {
        links[i].setAttribute("aria-current", "page");
      }
    }
  }
  // Hints, answers and explanations sit in closed <details>: open them all for printing.
  window.addEventListener("beforeprint", function () {
    var closed = document.querySelectorAll("details:not([open])");
    for (var i = 0; i < closed.length; i++) {
      closed[i].setAttribute("open", "");
    }
  });
  function start() {
    markCurrentLesson();
    renderMath();
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
