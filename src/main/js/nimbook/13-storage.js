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
