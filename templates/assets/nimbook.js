// Renders every formula with KaTeX. Math reaches the page as \( … \) or \[ … \] inside span.math, so the
// text reads sensibly even before (or without) this script.
(function () {
  "use strict";
  // The formulas inside root (the page, or a preview shown on it).
  function typeset(root) {
    if (typeof katex === "undefined") {
      return;
    }
    var spans = root.querySelectorAll("span.math");
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
  }
  function renderMath() {
    typeset(document);
    document.documentElement.setAttribute("data-math", "rendered");
  }
  // Each heading of the text links to itself: a section's address to copy or share, as mdBook and Jupyter Book give
  // one. Its text is the link (a numbered block's title is one already), with a mark shown when the pointer is on it or
  // it has focus: a mark of its own inside the heading would be read as part of the heading's name ("Rules Link to
  // this section"). A heading that holds a link already (a reference, a footnote) gets the mark alone, after it.
  function linkHeadings() {
    var headings = document.querySelectorAll("main h2[id], main h3[id], main h4[id]");
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
  // The search box. The book's text (search-index.js) is loaded on first use; a section matches when it holds every
  // word typed, each at the start of a word, ignoring case, accents and the kind of dash or quote.
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
  // The characters of a word, once folded: digits, Latin and Greek letters.
  var WORD_CHAR = /[0-9a-z\u00c0-\u024f\u0370-\u03ff]/;
  var NOT_WORD = /[^0-9a-z\u00c0-\u024f\u0370-\u03ff]+/;
  // Whether the reader is typing where a key is text, not a command.
  function typing(target) {
    return /^(input|textarea|select)$/i.test(target.tagName) || target.isContentEditable;
  }
  // Where a word of the query is found from a place on, at the start of a word of the text ("sum" in "nim-sum", not
  // "nim" in "minimum"), or -1. A single letter only as a word of its own ("p" in "P-position", not in "play").
  function find(text, word, from) {
    for (var at = text.indexOf(word, from); at >= 0; at = text.indexOf(word, at + 1)) {
      if ((at === 0 || !WORD_CHAR.test(text.charAt(at - 1))) && (word.length > 1 || !WORD_CHAR.test(text.charAt(at + 1)))) {
        return at;
      }
    }
    return -1;
  }
  // How often a word of the query is found, each at the start of a word; one that is a whole word counts double
  // ("exercise 5.3" is 5.3 rather than 5.32).
  function occurrences(text, word, limit) {
    var n = 0;
    for (var at = find(text, word, 0); at >= 0 && n < limit; at = find(text, word, at + word.length)) {
      var next = text.charAt(at + word.length);
      n += next === "" || !WORD_CHAR.test(next) ? 2 : 1;
    }
    return n;
  }
  // The forms a word of the query is looked for in: itself and, for an English plural, its singular ("strategies" finds
  // "strategy"; the singular finds the plural already, as the start of a word).
  function forms(word) {
    var singular = word.length >= 5 && /ies$/.test(word) ? word.slice(0, -3) + "y"
        : word.length >= 5 && /(s|x|z|ch|sh)es$/.test(word) ? word.slice(0, -2)
        : word.length >= 4 && /[^s']s$/.test(word) ? word.slice(0, -1) : null;
    return singular === null ? [word] : [word, singular];
  }
  // The first form of a word that the text holds, with how often; or the word itself, found nowhere.
  function match(text, word, limit) {
    var all = forms(word);
    for (var i = 0; i < all.length; i++) {
      var n = occurrences(text, all[i], limit);
      if (n > 0) {
        return { form: all[i], count: n };
      }
    }
    return { form: word, count: 0 };
  }
  // The number of single-letter edits from a to b, or more than limit (then the exact count does not matter).
  function distance(a, b, limit) {
    if (Math.abs(a.length - b.length) > limit) {
      return limit + 1;
    }
    var previous = [];
    for (var j = 0; j <= b.length; j++) {
      previous.push(j);
    }
    for (var i = 1; i <= a.length; i++) {
      var row = [i];
      var best = i;
      for (j = 1; j <= b.length; j++) {
        row.push(Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a.charAt(i - 1) === b.charAt(j - 1) ? 0 : 1)));
        best = Math.min(best, row[j]);
      }
      if (best > limit) {
        return limit + 1;
      }
      previous = row;
    }
    return previous[b.length];
  }
  function setUpSearch() {
    var form = document.querySelector("form.search");
    if (!form) {
      return;
    }
    var input = form.querySelector("input");
    var panel = form.querySelector(".search-results");
    var status = form.querySelector(".search-status");
    var announce = form.querySelector(".search-announce");
    var list = panel.querySelector("ol");
    var sections = null;
    var words = null; // every word of the book, folded, with how often it occurs: for "did you mean"
    var requested = false;
    var failed = null; // why the index did not load, said instead of "Loading…"
    var dismissed = false; // closed with Escape: stays closed until the reader types again
    var returnTo = null; // where the reader was reading, and what had focus, when "/" brought them to the box
    var shown = SHOWN; // how many results are listed: the first ten, or all of them when asked
    form.hidden = false;
    function show(open) {
      panel.hidden = !open;
    }
    function say(text) {
      status.textContent = text;
      if (announce) {
        announce.textContent = text;
      }
    }
    function load() {
      if (requested) {
        return;
      }
      requested = true;
      loadScript("search-index.js", function (loaded) {
        if (!loaded) {
          failed = "Search is not available: the book's index (assets/search-index.js) did not load.";
          update();
          return;
        }
        sections = [];
        words = {};
        (window.nimbookSearch || []).forEach(function (page) {
          page.sections.forEach(function (section) {
            var heading = fold(section.heading || page.title);
            var folded = fold(section.text);
            sections.push({ href: page.href + (section.anchor ? "#" + section.anchor : ""),
              where: section.heading ? page.title + " \u203a " + section.heading : page.title,
              heading: heading, text: section.text, folded: folded });
            (heading + " " + folded).split(NOT_WORD).forEach(function (word) {
              if (word.length >= 4) {
                words[word] = (words[word] || 0) + 1;
              }
            });
          });
        });
        update();
      });
    }
    function found(query) {
      var phrase = query.join(" ");
      var results = [];
      sections.forEach(function (section, order) {
        var score = 0;
        for (var w = 0; w < query.length; w++) {
          var inHeading = match(section.heading, query[w], 10).count;
          var inText = match(section.folded, query[w], 10).count;
          if (inHeading + inText === 0) {
            return;
          }
          score += 20 * inHeading + inText;
        }
        // The words together, as typed, count for more than the words apart.
        if (query.length > 1) {
          score += 30 * occurrences(section.heading, phrase, 1) + 10 * occurrences(section.folded, phrase, 3);
        }
        results.push({ section: section, score: score, order: order });
      });
      return results.sort(function (a, b) { return b.score - a.score || a.order - b.order; });
    }
    // For a word found nowhere, the book's word closest to it (one edit for a short word, two for a longer one).
    function suggestion(word) {
      var vocabulary = Object.keys(words);
      var joined = vocabulary.join(" ");
      if (forms(word).some(function (form) { return find(joined, form, 0) >= 0; })) {
        return null; // some word of the book starts with it: the words together are what nothing holds
      }
      var limit = word.length <= 4 ? 1 : 2;
      var best = null;
      var bestDistance = limit + 1;
      vocabulary.forEach(function (candidate) {
        var d = distance(word, candidate, limit);
        if (d < bestDistance || d === bestDistance && best !== null && words[candidate] > words[best]) {
          best = candidate;
          bestDistance = d;
        }
      });
      return bestDistance <= limit ? best : null;
    }
    // Some words around the first match, the matches marked.
    function snippet(section, words) {
      var query = words.map(function (word) {
        return match(section.folded, word, 1).form;
      });
      var first = -1;
      query.forEach(function (word) {
        var at = find(section.folded, word, 0);
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
      query.forEach(function (word) {
        for (var at = find(section.folded, word, start); at >= 0 && at < end; at = find(section.folded, word, at + 1)) {
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
      // Quotes around words ("safe combinations") are no part of them: the search looks for every word anyway.
      var query = fold(input.value).split(/\s+/).map(function (word) { return word.replace(/^["']+|["']+$/g, ""); })
        .filter(function (word) { return word.length > 0; });
      list.textContent = "";
      show(query.length > 0 && !dismissed);
      if (query.length === 0) {
        say("");
        return;
      }
      if (!sections) {
        say(failed || "Loading the book's index\u2026");
        load();
        return;
      }
      var results = found(query);
      var typed = input.value.trim();
      say(results.length === 0 ? "No section holds \u201c" + (typed.length > 40 ? typed.slice(0, 40) + "\u2026" : typed)
          + "\u201d." : results.length === 1 ? "One section matches." : results.length + " sections match"
          + (results.length > shown ? "; the first " + shown + " are shown." : "."));
      if (results.length === 0) {
        offerSuggestion(query);
      }
      results.slice(0, shown).forEach(function (result) {
        var item = document.createElement("li");
        var link = document.createElement("a");
        link.href = result.section.href;
        var where = document.createElement("span");
        where.className = "search-where";
        where.textContent = result.section.where;
        link.appendChild(where);
        link.appendChild(snippet(result.section, query));
        item.appendChild(link);
        list.appendChild(item);
      });
      if (results.length > shown) {
        var item = document.createElement("li");
        var more = document.createElement("button");
        more.type = "button";
        more.className = "search-suggestion";
        more.textContent = "Show all " + results.length;
        more.addEventListener("click", function (event) {
          event.stopPropagation(); // the list is drawn anew: see the suggestion's button
          shown = results.length;
          update();
          var links = list.querySelectorAll("a");
          links[SHOWN].focus();
        });
        item.appendChild(more);
        list.appendChild(item);
      }
    }
    // "Did you mean colourful?", as a button that searches for it.
    function offerSuggestion(query) {
      var changed = false;
      var better = query.map(function (word) {
        var closer = suggestion(word);
        changed = changed || closer !== null;
        return closer || word;
      });
      if (!changed) {
        return;
      }
      var item = document.createElement("li");
      var button = document.createElement("button");
      button.type = "button";
      button.className = "search-suggestion";
      button.textContent = "Search for \u201c" + better.join(" ") + "\u201d instead";
      button.addEventListener("click", function (event) {
        // The list is drawn anew: the button leaves the page, and a click outside the form must not be inferred.
        event.stopPropagation();
        input.value = better.join(" ");
        input.focus();
        update();
      });
      item.appendChild(button);
      list.appendChild(item);
      say(status.textContent + " Did you mean \u201c" + better.join(" ") + "\u201d?");
    }
    function controls() {
      return Array.prototype.slice.call(list.querySelectorAll("a, button"));
    }
    function close() {
      show(false);
      dismissed = true;
      if (returnTo !== null) {
        // Back to where the reader was reading before "/", and to what had focus there.
        var back = returnTo;
        returnTo = null;
        if (back.focused && back.focused !== document.body && back.focused.focus) {
          back.focused.focus({ preventScroll: true });
        } else {
          input.blur();
        }
        window.scrollTo(window.scrollX, back.y);
      } else {
        input.focus();
      }
    }
    input.addEventListener("input", function () {
      dismissed = false;
      shown = SHOWN;
      update();
    });
    input.addEventListener("focus", function () {
      load();
      update();
    });
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var first = list.querySelector("a");
      if (first) {
        first.click();
      }
    });
    form.addEventListener("keydown", function (event) {
      var all = controls();
      var at = all.indexOf(document.activeElement);
      if ((event.key === "ArrowDown" || event.key === "ArrowUp") && panel.hidden && input.value.trim() !== "") {
        // Closed with Escape: the arrow opens the list again.
        event.preventDefault();
        dismissed = false;
        update();
      } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
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
        // Not the search field's own Escape, which would also erase the query.
        event.preventDefault();
        close();
      }
    });
    // Following a result within this page: close the list, as a new page would.
    list.addEventListener("click", function (event) {
      if (event.target.closest && event.target.closest("a")) {
        show(false);
        returnTo = null;
      }
    });
    // Leaving the box and its results, by Tab or by a click elsewhere, closes the list.
    // (Focus that goes nowhere is a click on something that takes none, which some browsers do for links too: the
    // click, handled below, decides.)
    form.addEventListener("focusout", function (event) {
      if (event.relatedTarget && !form.contains(event.relatedTarget)) {
        show(false);
        returnTo = null;
      }
    });
    document.addEventListener("click", function (event) {
      if (!form.contains(event.target)) {
        show(false);
        returnTo = null;
      }
    });
    // "/" goes to the search box, as on many sites, unless the reader is typing somewhere.
    document.addEventListener("keydown", function (event) {
      var target = event.target;
      if (event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(target) && !keysOff) {
        event.preventDefault();
        returnTo = { y: window.scrollY, focused: document.activeElement };
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
      if (hash < 0 || /[\/:?]/.test(file)) {
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
    // The previews, loaded when first wanted (or when a finger first touches the text, so that a tap finds them).
    function load() {
      if (!requested) {
        requested = true;
        loadScript("previews.js", function () {
          previews = window.nimbookPreviews || {};
          if (wanted !== null) {
            open(wanted);
          }
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
      card = document.createElement("div");
      card.className = "ref-preview";
      // For the eye only: a screen reader would read the whole block (formulas spelt out) on every focus of the link,
      // whose own text names it, and whose target holds it.
      card.setAttribute("aria-hidden", "true");
      card.innerHTML = html;
      // A block of another lesson says which, as its page's list of lessons names it (on the whole book's page, another
      // lesson than the link's).
      var file = key.slice(0, key.indexOf("#"));
      var part = link.closest("[data-part]");
      var from = page === "print.html" && part ? part.getAttribute("data-part") + ".html" : page;
      var lesson = file === from ? null : document.querySelector('.lesson-list a[href="' + file + '"]');
      if (lesson !== null) {
        var number = lesson.querySelector(".number");
        var source = document.createElement("p");
        source.className = "preview-source";
        source.textContent = (number ? "Lesson " + number.textContent + " \u00b7 " : "")
          + lesson.textContent.slice(number ? number.textContent.length : 0).trim();
        card.insertBefore(source, card.firstChild);
      }
      // What a preview does not show: the hint, answer and answer box of an exercise; ids, which the page holds already.
      var gone = card.querySelectorAll("details, [data-widget], script");
      for (var i = 0; i < gone.length; i++) {
        gone[i].parentNode.removeChild(gone[i]);
      }
      var named = card.querySelectorAll("[id]");
      for (i = 0; i < named.length; i++) {
        named[i].removeAttribute("id");
      }
      // Its links lead where they do on the block's own page, or on the whole book's page to its part there; the
      // keyboard stays on the link that was followed.
      var links = card.querySelectorAll("a[href]");
      for (i = 0; i < links.length; i++) {
        var href = links[i].getAttribute("href");
        href = href.charAt(0) === "#" ? file + href : href;
        var inBook = page === "print.html" ? /^([\w.-]+)\.html(?:#(.*))?$/.exec(href) : null;
        if (inBook && document.querySelector('[data-part="' + inBook[1] + '"]')) {
          href = "#" + inBook[1] + (inBook[2] ? "--" + inBook[2] : "");
        }
        links[i].setAttribute("href", href);
        links[i].tabIndex = -1;
      }
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
      place(card, link);
      shown = link;
    }
    // Below the link, or above it when it fits only there; where it fits nowhere whole, on the roomier side, shortened
    // to fit (it scrolls), or, for the keyboard, whole below the link. Never past the window's sides, which the width
    // here counts without a scroll bar.
    function place(card, link) {
      var rects = link.getClientRects();
      var at = rects.length > 0 ? rects[0] : link.getBoundingClientRect();
      var rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      var width = document.documentElement.clientWidth;
      card.style.maxWidth = Math.max(0, Math.min(34 * rem, width - 16)) + "px";
      var below = window.innerHeight - at.bottom - 14;
      var above = at.top - 14;
      if (byKeyboard) {
        card.style.maxHeight = "none"; // the keyboard cannot scroll inside it; the page can scroll to it
      }
      var height = card.offsetHeight;
      if (height > below && height > above && !byKeyboard) {
        card.style.maxHeight = Math.max(below, above) + "px";
        height = card.offsetHeight;
      }
      var top = height <= below || height > above ? at.bottom + 6 : at.top - 6 - height;
      var left = Math.max(8, Math.min(at.left, width - card.offsetWidth - 8));
      card.style.left = left + window.scrollX + "px";
      card.style.top = top + window.scrollY + "px";
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
    // A mouse resting on a link.
    main.addEventListener("pointerover", function (event) {
      var link = linkAt(event.target);
      if (link !== null && event.pointerType === "mouse") {
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
  // so that a keyboard can scroll it in every browser (some make it focusable themselves, unnamed; Safari does not).
  // A box that fits is left alone: no stop for nothing to scroll.
  var SCROLLERS = ".table-scroll, .math.display > .katex-display";
  function markScrollers() {
    var scrollers = document.querySelectorAll(SCROLLERS);
    for (var i = 0; i < scrollers.length; i++) {
      var scroller = scrollers[i];
      if (scroller.scrollWidth > scroller.clientWidth + 1) {
        var caption = scroller.closest("figure") && scroller.closest("figure").querySelector("figcaption");
        scroller.setAttribute("tabindex", "0");
        scroller.setAttribute("role", "group");
        scroller.setAttribute("aria-label", scroller.classList.contains("katex-display") ? "Formula, scrolls sideways"
          : (caption ? caption.textContent.trim() : "Table") + ", scrolls sideways");
        scroller.setAttribute("data-scrolls", "");
      } else if (scroller.hasAttribute("data-scrolls")) {
        ["tabindex", "role", "aria-label", "data-scrolls"].forEach(function (name) { scroller.removeAttribute(name); });
      }
    }
  }
  onWidthChange(markScrollers);
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
  // The entries kept under key that valid accepts: what the storage holds that is not ours is set aside.
  function kept(key, valid) {
    var entries = {};
    try {
      var all = JSON.parse(stored(key) || "{}");
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
  // The set named at the foot of the page, and above the text on paper (where the foot is left out).
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
    var main = document.querySelector("main");
    if (set && main) {
      var printed = document.createElement("p");
      printed.className = "print-set";
      printed.textContent = "Exercise set " + set;
      main.insertBefore(printed, main.firstChild);
    }
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
    label.appendChild(document.createTextNode("Exercise set: type its number and press Enter (empty for the book's own) "));
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
  function start() {
    linkHeadings();
    setUpSearch();
    setUpPreviews();
    setUpShortcuts();
    showProgress();
    setUpSet();
    renderMath();
    markScrollers();
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
