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
