// The book's search: loaded, with the book's text (search-index.js), when the reader first comes to the search box; its
// search without the page (Search) works outside a page too (bench/search.mjs measures it). Written by hand rather than with a library:
// bench/search.mjs compares it with MiniSearch on the book's own queries.
// A section matches when it holds every word typed, each at the start of a word, ignoring case, accents and the kind of
// dash or quote; a plural finds its singular, words written together or apart find each other ("nimsum", "nim sum",
// "nim-sum"), and a query that nothing holds is corrected to the book's nearest words.
(function (root) {
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
  // The search over the book's pages (search-index.js: each page's title, address and sections).
  function Search(pages) {
    var sections = [];
    // Every word of the book, folded, with how often it occurs (for corrections, and for words written together), and
    // the same words in one string, each after a space (to ask whether a word of the book starts with some letters).
    var count = {};
    pages.forEach(function (page) {
      page.sections.forEach(function (section) {
        var heading = fold(section.heading || page.title);
        var folded = fold(section.text);
        sections.push({ href: page.href + (section.anchor ? "#" + section.anchor : ""),
          where: section.heading ? page.title + " \u203a " + section.heading : page.title,
          heading: heading, text: section.text, folded: folded });
        (heading + " " + folded).split(NOT_WORD).forEach(function (word) {
          if (word.length >= 2) {
            count[word] = (count[word] || 0) + 1;
          }
        });
      });
    });
    this.sections = sections;
    this.count = count;
    this.joined = " " + Object.keys(count).join(" ");
    // The length of the book's longest word: no two words of the book run together are longer than twice that.
    this.longest = Object.keys(count).reduce(function (most, word) { return Math.max(most, word.length); }, 0);
    this.known = {}; // the forms of the words asked for lately (a query asks for each word's once per section)
    this.knownCount = 0;
  }
  // The words of what the reader typed, folded, each once; quotes around words ("safe combinations") are no part of
  // them.
  Search.words = function (typed) {
    var seen = {};
    return fold(typed).split(/\s+/).map(function (word) { return word.replace(/^["']+|["']+$/g, ""); })
      .filter(function (word) {
        var fresh = word.length > 0 && !Object.prototype.hasOwnProperty.call(seen, word);
        seen[word] = true;
        return fresh;
      });
  };
  // The most words a query is searched for (the first ones): each costs a pass over the book, and a correction a look
  // at every word of it.
  Search.MOST_WORDS = 16;
  // The forms a word of the query is looked for in: itself and, for an English plural, its singular ("strategies" finds
  // "strategy"; the singular finds the plural already, as the start of a word); and a word written with a hyphen, or
  // two written as one, as the book may write them ("nimsum" finds "nim-sum" and "nim sum", "nim-sum" finds "nimsum").
  Search.prototype.forms = function (word) {
    if (!Object.prototype.hasOwnProperty.call(this.known, word)) {
      if (this.knownCount >= 64) {
        this.known = {};
        this.knownCount = 0;
      }
      this.known[word] = this.formsOf(word);
      this.knownCount++;
    }
    return this.known[word];
  };
  Search.prototype.formsOf = function (word) {
    var singular = word.length >= 5 && /ies$/.test(word) ? word.slice(0, -3) + "y"
        : word.length >= 5 && /(s|x|z|ch|sh)es$/.test(word) ? word.slice(0, -2)
        : word.length >= 4 && /[^s']s$/.test(word) ? word.slice(0, -1) : null;
    var all = [];
    var self = this;
    (singular === null ? [word] : [word, singular]).forEach(function (base) {
      all.push(base);
      if (/[^-]-[^-]/.test(base)) {
        all.push(base.replace(/-/g, ""), base.replace(/-/g, " "));
        return;
      }
      // Two words of the book run together: the first whole, the second at least begun, neither longer than the book's
      // longest word (so a long word costs nothing here: the cuts are at most that many).
      for (var cut = Math.max(2, base.length - self.longest); cut <= Math.min(base.length - 2, self.longest); cut++) {
        var first = base.slice(0, cut);
        var second = base.slice(cut);
        if (self.count[first] && self.joined.indexOf(" " + second) >= 0) {
          all.push(first + "-" + second, first + " " + second);
        }
      }
    });
    return all;
  };
  // The first form of a word that the text holds, with how often; or the word itself, found nowhere.
  Search.prototype.match = function (text, word, limit) {
    var all = this.forms(word);
    for (var i = 0; i < all.length; i++) {
      var n = occurrences(text, all[i], limit);
      if (n > 0) {
        return { form: all[i], count: n };
      }
    }
    return { form: word, count: 0 };
  };
  // The sections that hold every word, best first: a word in the heading counts for more than one in the text, and the
  // words together, as typed or joined by a hyphen, for more than the words apart.
  Search.prototype.found = function (query) {
    var self = this;
    var phrase = query.join(" ");
    var results = [];
    this.sections.forEach(function (section, order) {
      var score = 0;
      for (var w = 0; w < query.length; w++) {
        var inHeading = self.match(section.heading, query[w], 10).count;
        var inText = self.match(section.folded, query[w], 10).count;
        if (inHeading + inText === 0) {
          return;
        }
        score += 20 * inHeading + inText;
      }
      if (query.length > 1) {
        [phrase, query.join("-")].forEach(function (together) {
          score += 30 * occurrences(section.heading, together, 1) + 10 * occurrences(section.folded, together, 3);
        });
      }
      results.push({ section: section, score: score, order: order });
    });
    return results.sort(function (a, b) { return b.score - a.score || a.order - b.order; })
      .map(function (result) { return result.section; });
  };
  // For a word found nowhere, the book's word closest to it (one edit for a short word, two for a longer one), or null.
  Search.prototype.nearest = function (word) {
    var self = this;
    if (this.forms(word).some(function (form) { return find(self.joined, form, 0) >= 0; })) {
      return null; // some word of the book starts with it: the words together are what nothing holds
    }
    var limit = word.length <= 4 ? 1 : 2;
    var best = null;
    var bestDistance = limit + 1;
    Object.keys(this.count).forEach(function (candidate) {
      if (candidate.length < 4) {
        return;
      }
      var d = distance(word, candidate, limit);
      if (d < bestDistance || d === bestDistance && best !== null && self.count[candidate] > self.count[best]) {
        best = candidate;
        bestDistance = d;
      }
    });
    return bestDistance <= limit ? best : null;
  };
  // What the page shows for a query (its first MOST_WORDS words): the sections found, best first; when none holds it, those holding the query with
  // each word found nowhere replaced by the book's nearest word ("colourful" for "colorful"), the query then being the
  // corrected one and corrected true.
  Search.prototype.search = function (typed) {
    var query = typed.slice(0, Search.MOST_WORDS);
    var results = this.found(query);
    if (results.length > 0) {
      return { query: query, results: results, corrected: false };
    }
    var self = this;
    var changed = false;
    var better = query.map(function (word) {
      var closer = self.nearest(word);
      changed = changed || closer !== null;
      return closer || word;
    });
    var again = changed ? this.found(better) : [];
    return again.length > 0 ? { query: better, results: again, corrected: true }
      : { query: query, results: [], corrected: false };
  };
  // Where a section's snippet starts and ends (some words around the first match, starting at a word) and the stretches
  // of it to mark, in order, as [from, to] in the section's text.
  Search.prototype.snippet = function (section, words) {
    var self = this;
    var query = words.map(function (word) {
      return self.match(section.folded, word, 1).form;
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
    var space = first > 0 ? section.text.lastIndexOf(" ", first - 1) : -1;
    start = start === 0 ? 0 : space >= start ? space + 1 : start;
    var marks = [];
    query.forEach(function (word) {
      for (var at = find(section.folded, word, start); at >= 0 && at < end; at = find(section.folded, word, at + 1)) {
        marks.push([at, Math.min(at + word.length, end)]);
      }
    });
    marks.sort(function (a, b) { return a[0] - b[0]; });
    return { start: start, end: end, marks: marks };
  };
  // How many results are listed at first.
  var SHOWN = 10;
  // The search box at work, once this script is loaded: the book's text loads now, and the results show as the reader
  // types. page: the page's loadScript, and where the reader was when "/" brought them to the box (returnTo).
  Search.box = function (form, page) {
    var input = form.querySelector("input");
    var panel = form.querySelector(".search-results");
    var status = form.querySelector(".search-status");
    var announce = form.querySelector(".search-announce");
    var list = panel.querySelector("ol");
    var search = null; // the search over the book's text, once both are loaded
    var requested = false;
    var failed = null; // why the index did not load, said instead of "Loading…"
    var dismissed = false; // closed with Escape: stays closed until the reader types again
    var shown = SHOWN; // how many results are listed: the first ten, or all of them when asked
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
      page.loadScript("search-index.js", function (loaded) {
        if (!loaded) {
          failed = "Search is not available: the book\u2019s index (assets/search-index.js) did not load.";
          update();
          return;
        }
        search = new Search(window.nimbookSearch || []);
        update();
      });
    }
    // Some words around the first match, the matches marked.
    function snippet(section, words) {
      var cut = search.snippet(section, words);
      var start = cut.start;
      var end = cut.end;
      var marks = cut.marks;
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
      var typed = input.value.trim();
      list.textContent = "";
      show(typed !== "" && !dismissed);
      if (typed !== "" && search === null) {
        say(failed || "Loading the book\u2019s index\u2026");
        load();
        return;
      }
      var query = typed === "" ? [] : Search.words(typed);
      if (query.length === 0) {
        say("");
        return;
      }
      var answer = search.search(query);
      var results = answer.results;
      var none = "No section holds \u201c" + (typed.length > 40 ? typed.slice(0, 40) + "\u2026" : typed) + "\u201d.";
      var count = (results.length === 1 ? "one section matches" : results.length + " sections match"
          + (results.length > shown ? "; the first " + shown + " are shown" : ""))
          + (query.length > Search.MOST_WORDS ? " (the first " + Search.MOST_WORDS + " words searched)" : "");
      // A near word of the book ("colourful" for "colorful") is searched for instead, saying so.
      say(answer.corrected ? none + " Showing \u201c" + answer.query.join(" ") + "\u201d instead: " + count + "."
          : results.length === 0 ? none : count.charAt(0).toUpperCase() + count.slice(1) + ".");
      results.slice(0, shown).forEach(function (result) {
        var item = document.createElement("li");
        var link = document.createElement("a");
        link.href = result.href;
        var where = document.createElement("span");
        where.className = "search-where";
        where.textContent = result.where;
        link.appendChild(where);
        link.appendChild(snippet(result, answer.query));
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
          // The list is drawn anew: the button leaves the page, and no click outside the form may be inferred.
          event.stopPropagation();
          shown = results.length;
          update();
          var links = list.querySelectorAll("a");
          links[SHOWN].focus();
        });
        item.appendChild(more);
        list.appendChild(item);
      }
    }
    function controls() {
      return Array.prototype.slice.call(list.querySelectorAll("a, button"));
    }
    function close() {
      show(false);
      dismissed = true;
      if (page.returnTo !== null) {
        // Back to where the reader was reading before "/", and to what had focus there.
        var back = page.returnTo;
        page.returnTo = null;
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
        page.returnTo = null;
      }
    });
    // Leaving the box and its results, by Tab or by a click elsewhere, closes the list.
    // (Focus that goes nowhere is a click on something that takes none, which some browsers do for links too: the
    // click, handled below, decides.)
    form.addEventListener("focusout", function (event) {
      if (event.relatedTarget && !form.contains(event.relatedTarget)) {
        show(false);
        page.returnTo = null;
      }
    });
    document.addEventListener("click", function (event) {
      if (!form.contains(event.target)) {
        show(false);
        page.returnTo = null;
      }
    });
    load();
    update();
  };
  if (typeof module === "object" && module.exports) {
    module.exports = Search;
  } else {
    root.NimbookSearch = Search;
  }
})(this);
