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
