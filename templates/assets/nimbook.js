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
  // The search box. The book's text (search-index.js, beside this script) is loaded on first use; a section matches
  // when it holds every word typed, ignoring case, accents and the kind of dash or quote.
  var indexScript = document.currentScript ? document.currentScript.src.replace(/nimbook\.js(\?.*)?$/, "search-index.js")
      : "assets/search-index.js";
  var SHOWN = 10;
  // One character for each character, so that a match found in the folded text is at the same place in the text.
  function fold(text) {
    var out = [];
    for (var i = 0; i < text.length; i++) {
      var c = text.charAt(i);
      if (c >= "\u0080") {
        c = c.replace(/[\u2018\u2019\u02bc]/, "'").replace(/[\u201c\u201d]/, "\"").replace(/[\u2010-\u2015\u2212]/, "-");
        var base = c.normalize ? c.normalize("NFD").charAt(0) : c;
        c = base.toLowerCase().length === 1 ? base.toLowerCase() : base;
      } else {
        c = c.toLowerCase();
      }
      out.push(c);
    }
    return out.join("");
  }
  function occurrences(text, word, limit) {
    var n = 0;
    for (var at = text.indexOf(word); at >= 0 && n < limit; at = text.indexOf(word, at + word.length)) {
      n++;
    }
    return n;
  }
  function setUpSearch() {
    var form = document.querySelector("form.search");
    if (!form) {
      return;
    }
    var input = form.querySelector("input");
    var panel = form.querySelector(".search-results");
    var status = form.querySelector(".search-status");
    var list = panel.querySelector("ol");
    var sections = null;
    var requested = false;
    var failed = null; // why the index did not load, said instead of "Loading…"
    form.hidden = false;
    function load() {
      if (requested) {
        return;
      }
      requested = true;
      var script = document.createElement("script");
      script.src = indexScript;
      script.onload = function () {
        sections = [];
        (window.nimbookSearch || []).forEach(function (page) {
          page.sections.forEach(function (section) {
            var heading = section.heading || page.title;
            sections.push({ href: page.href + (section.anchor ? "#" + section.anchor : ""),
              where: section.heading ? page.title + " \u203a " + section.heading : page.title,
              heading: fold(heading), text: section.text, folded: fold(section.text) });
          });
        });
        update();
      };
      script.onerror = function () {
        failed = "Search is not available: the book's index (assets/search-index.js) did not load.";
        update();
      };
      document.head.appendChild(script);
    }
    function found(words) {
      var results = [];
      sections.forEach(function (section, order) {
        var score = 0;
        for (var w = 0; w < words.length; w++) {
          var inHeading = occurrences(section.heading, words[w], 10);
          var inText = occurrences(section.folded, words[w], 10);
          if (inHeading + inText === 0) {
            return;
          }
          score += 20 * inHeading + inText;
        }
        results.push({ section: section, score: score, order: order });
      });
      return results.sort(function (a, b) { return b.score - a.score || a.order - b.order; });
    }
    // Some words around the first match, the matches marked.
    function snippet(section, words) {
      var first = -1;
      words.forEach(function (word) {
        var at = section.folded.indexOf(word);
        if (at >= 0 && (first < 0 || at < first)) {
          first = at;
        }
      });
      var start = Math.max(0, first - 60);
      var end = Math.min(section.text.length, Math.max(first, 0) + 120);
      // Start at a word: the last space before the match, if it is near enough.
      var space = first > 0 ? section.text.lastIndexOf(" ", first - 1) : -1;
      start = start === 0 ? 0 : space >= start ? space + 1 : start;
      var marks = [];
      words.forEach(function (word) {
        for (var at = section.folded.indexOf(word, start); at >= 0 && at < end; at = section.folded.indexOf(word, at + 1)) {
          marks.push([at, Math.min(at + word.length, end)]);
        }
      });
      marks.sort(function (a, b) { return a[0] - b[0]; });
      var out = document.createElement("span");
      out.className = "search-snippet";
      var at = start;
      if (start > 0) {
        out.appendChild(document.createTextNode("\u2026"));
      }
      marks.forEach(function (mark) {
        if (mark[1] <= at) {
          return;
        }
        out.appendChild(document.createTextNode(section.text.slice(at, Math.max(at, mark[0]))));
        var marked = document.createElement("mark");
        marked.textContent = section.text.slice(Math.max(at, mark[0]), mark[1]);
        out.appendChild(marked);
        at = mark[1];
      });
      out.appendChild(document.createTextNode(section.text.slice(at, end) + (end < section.text.length ? "\u2026" : "")));
      return out;
    }
    function update() {
      var words = fold(input.value).split(/\s+/).filter(function (word) { return word.length > 0; });
      list.textContent = "";
      panel.hidden = words.length === 0;
      if (words.length === 0) {
        return;
      }
      if (!sections) {
        status.textContent = failed || "Loading the book's index\u2026";
        load();
        return;
      }
      var results = found(words);
      var query = input.value.trim();
      status.textContent = results.length === 0 ? "No section holds \u201c"
          + (query.length > 40 ? query.slice(0, 40) + "\u2026" : query) + "\u201d."
          : results.length === 1 ? "One section matches." : results.length + " sections match"
          + (results.length > SHOWN ? "; the first " + SHOWN + " are shown." : ".");
      results.slice(0, SHOWN).forEach(function (result) {
        var item = document.createElement("li");
        var link = document.createElement("a");
        link.href = result.section.href;
        var where = document.createElement("span");
        where.className = "search-where";
        where.textContent = result.section.where;
        link.appendChild(where);
        link.appendChild(snippet(result.section, words));
        item.appendChild(link);
        list.appendChild(item);
      });
    }
    function links() {
      return list.querySelectorAll("a");
    }
    input.addEventListener("input", update);
    input.addEventListener("focus", function () {
      load();
      update();
    });
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var first = links()[0];
      if (first) {
        first.click();
      }
    });
    form.addEventListener("keydown", function (event) {
      var all = Array.prototype.slice.call(links());
      var at = all.indexOf(document.activeElement);
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        var next = event.key === "ArrowDown" ? at + 1 : at - 1;
        if (next >= all.length) {
          next = all.length - 1;
        }
        event.preventDefault();
        if (next < 0) {
          input.focus();
        } else {
          all[next].focus();
        }
      } else if (event.key === "Escape") {
        panel.hidden = true;
        input.focus();
      }
    });
    // Following a result within this page: close the list, as a new page would.
    list.addEventListener("click", function () {
      panel.hidden = true;
    });
    document.addEventListener("click", function (event) {
      if (!form.contains(event.target)) {
        panel.hidden = true;
      }
    });
    // "/" goes to the search box, as on many sites, unless the reader is typing somewhere.
    document.addEventListener("keydown", function (event) {
      var target = event.target;
      if (event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey
          && !/^(input|textarea|select)$/i.test(target.tagName) && !target.isContentEditable) {
        event.preventDefault();
        input.focus();
      }
    });
  }
  // The left and right arrow keys turn to the previous and next lesson, as in many online books, unless the reader
  // is typing, or is in something the arrows already move through (a widget, or a table or formula that scrolls).
  document.addEventListener("keydown", function (event) {
    var target = event.target;
    if ((event.key !== "ArrowLeft" && event.key !== "ArrowRight") || event.ctrlKey || event.metaKey || event.altKey
        || event.shiftKey || /^(input|textarea|select)$/i.test(target.tagName) || target.isContentEditable
        || (target.closest && target.closest(".widget, .table-scroll, .math.display, .search"))) {
      return;
    }
    var link = document.querySelector(event.key === "ArrowLeft" ? "a[rel=prev]" : "a[rel=next]");
    if (link) {
      link.click();
    }
  });
  function start() {
    markCurrentLesson();
    setUpSearch();
    renderMath();
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
