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
