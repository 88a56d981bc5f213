// Shared by the widgets: asks the solver (compiled from the book's Java by TeaVM) in a worker, so that no position can
// freeze the page, and small DOM helpers.
(function () {
  "use strict";
  var nimbook = window.nimbookWidgets = window.nimbookWidgets || {};

  // The solver is fetched when a widget first asks it something, not with the page: it is most of what a page with
  // widgets loads, and the page reads, searches and navigates without it. Its address is this script's neighbour.
  var solverAddress = document.currentScript.src.replace(/widgets\/common\.js(\?.*)?$/, "solver.js");
  var solverLoaded = null;
  function loadSolver() {
    if (!solverLoaded) {
      solverLoaded = new Promise(function (resolve, reject) {
        if (window.nimbookSolver) {
          resolve();
          return;
        }
        var script = document.createElement("script");
        script.src = solverAddress;
        script.onload = function () {
          resolve();
        };
        script.onerror = function () {
          solverLoaded = null;
          script.remove();
          reject(new Error("assets/solver.js did not load"));
        };
        document.head.appendChild(script);
      });
    }
    return solverLoaded;
  }

  // The worker runs the solver script's own text, given to it as a blob: pages opened from disk may not load a worker
  // from a file, nor read the file, but assets/solver.js wraps the solver in a function whose text is its source. The
  // page's solver (nimbookPage) lives in the worker: what it computed goes with it, and a cancelled question's too.
  var worker = null;
  var waiting = {};
  var asked = 0;
  function start() {
    var source = "(" + window.nimbookSolver.toString() + ").call(self);\n"
      + "var page = nimbookPage();\n"
      + "onmessage = function (event) { var m = event.data, answer;"
      + " try { answer = page[m.name].apply(page, m.args); }"
      + " catch (e) { answer = JSON.stringify({ ok: false, error: 'The solver failed: ' + e }); }"
      + " postMessage({ id: m.id, answer: answer }); };";
    var url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
    worker = new Worker(url);
    URL.revokeObjectURL(url);
    worker.onmessage = function (event) {
      var ask = waiting[event.data.id];
      delete waiting[event.data.id];
      if (ask) {
        ask.done(JSON.parse(event.data.answer));
      }
    };
    worker.onerror = function (event) {
      stop({ ok: false, error: "The solver could not run here: " + (event.message || "it stopped") + "." });
    };
  }
  // Ends the worker and answers everything it was asked with answer; the next question starts a fresh one.
  function stop(answer) {
    if (worker) {
      worker.terminate();
      worker = null;
    }
    var all = waiting;
    waiting = {};
    Object.keys(all).forEach(function (id) {
      all[id].done(answer);
    });
  }

  // Asks one of the solver's functions (nimbookAnalyze, …) in the worker; the promise gets its answer, parsed. What
  // takes longer than 200 ms shows a line in root that says so, with a Cancel button.
  nimbook.ask = function (root, name) {
    var args = Array.prototype.slice.call(arguments, 2);
    var id = ++asked;
    root.setAttribute("data-busy", "true");
    return new Promise(function (resolve) {
      var slow = window.setTimeout(function () {
        working(root, true);
      }, 200);
      waiting[id] = { done: function (answer) {
        window.clearTimeout(slow);
        if (!Object.keys(waiting).some(function (other) { return waiting[other].root === root; })) {
          working(root, false);
          root.removeAttribute("data-busy");
        }
        resolve(answer);
      }, root: root };
      loadSolver().then(function () {
        if (!waiting[id]) {
          return; // cancelled while the solver loaded
        }
        if (!worker) {
          start();
        }
        worker.postMessage({ id: id, name: name, args: args });
      }, function () {
        stop({ ok: false, error: "The solver could not be loaded: reload the page to try again." });
      });
    });
  };

  // Stops whatever the solver is doing, for every widget of the page: they are told so.
  nimbook.cancel = function () {
    stop({ ok: false, cancelled: true, error: "Stopped: the page is no longer working it out." });
  };

  // The line that says a question takes a while, and offers to stop it. Focus on its button goes back to the widget's
  // first control when it goes.
  function working(root, shown) {
    var line = root.querySelector(":scope > .working");
    if (shown && !line) {
      var cancel = nimbook.element("button", { type: "button", "data-action": "cancel", text: "Cancel" });
      cancel.addEventListener("click", nimbook.cancel);
      line = nimbook.element("p", { "class": "working", role: "status" }, [nimbook.element("span", {
        "class": "spinner", "aria-hidden": "true" }), "Working it out\u2026 ", cancel]);
      root.appendChild(line);
    } else if (!shown && line) {
      var focused = line.contains(document.activeElement);
      line.remove();
      var control = focused && root.querySelector("input, textarea, button:not([disabled])");
      if (control) {
        control.focus();
      }
    }
  }

  nimbook.element = function (tag, attributes, children) {
    var node = document.createElement(tag);
    for (var key in attributes || {}) {
      if (key === "text") {
        node.textContent = attributes[key];
      } else {
        node.setAttribute(key, attributes[key]);
      }
    }
    (children || []).forEach(function (child) {
      node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    });
    return node;
  };

  // An id for an element a widget makes, free on the page (widgets start in the page's order, so it is the same on
  // every visit): for the attributes that tie a control to what it controls or to what describes it.
  var made = 0;
  nimbook.id = function (name) {
    var id;
    do {
      id = "nb-" + name + "-" + (++made);
    } while (document.getElementById(id));
    return id;
  };

  // Says text in a live region. It is emptied first and given the text on the next frame, so that a message the same
  // as the last (the same wrong answer twice) is read again: a region whose text does not change says nothing.
  nimbook.announce = function (region, text) {
    window.cancelAnimationFrame(region.nbPending);
    region.textContent = "";
    region.nbPending = window.requestAnimationFrame(function () {
      region.textContent = text;
    });
  };

  // A position as code that a line's end breaks only between its terms, as the book's pages write it: a term longer
  // than 24 characters (Markdown.KEPT_TOGETHER) would not fit a phone's column and may break.
  nimbook.code = function (text) {
    var children = [];
    text.split(" + ").forEach(function (term, i) {
      if (i > 0) {
        children.push(" + ");
      }
      children.push(nimbook.element("span", { "class": term.length > 24 ? "nb-term nb-long" : "nb-term", text: term }));
    });
    return nimbook.element("code", { "class": "nb-position" }, children);
  };

  // Empties a widget for the script's controls but keeps the static analysis the page was built with, hidden: a
  // printed page cannot use the controls, so the print stylesheet shows the analysis instead.
  nimbook.clear = function (root) {
    var analysis = root.querySelector(".analysis");
    root.textContent = "";
    if (analysis) {
      analysis.hidden = true;
      root.appendChild(analysis);
    }
  };

  // Runs each widget's start function once the page (and the solver script before this one) has loaded. A widget is
  // ready when its start has drawn it: at once, or when the promise start returns is kept. Widgets made later (a board
  // for a position the reader typed) are started by nimbook.start.
  var starts = {};
  nimbook.start = function (root) {
    return Promise.resolve(starts[root.getAttribute("data-widget")](root)).then(function () {
      root.setAttribute("data-ready", "true");
    });
  };
  nimbook.each = function (kind, start) {
    starts[kind] = start;
    function run() {
      Array.prototype.forEach.call(document.querySelectorAll('[data-widget="' + kind + '"]'), nimbook.start);
    }
    if (document.readyState === "loading") {
      document.addEventListener("DOMContentLoaded", run);
    } else {
      run();
    }
  };

  // A widget for a position the reader chose, after the element where it was asked for (the one made there before goes):
  // a board (play) or a calculator, started, with the focus on its first control.
  function make(after, kind, position) {
    if (after.nbMade) {
      after.nbMade.remove();
    }
    var attributes = { "class": "widget " + kind, "data-widget": kind };
    attributes[kind === "play" ? "data-start" : "data-position"] = position;
    var widget = nimbook.element("div", attributes);
    after.nbMade = widget;
    after.after(widget);
    return nimbook.start(widget).then(function () {
      var first = widget.querySelector(kind === "play" ? "button" : "input");
      if (first) {
        first.focus();
      }
      return widget;
    });
  }
  nimbook.board = function (after, position) {
    return make(after, "play", position);
  };

  // A position the text prints (its code, outside the widgets) offers, on a click or a tap, its analysis and a board to
  // play it on, made after the block it names or its paragraph, list or table. It is not a stop for Tab each (a lesson
  // prints dozens): the keyboard reaches them all through "Positions on this page", below.
  var menu = null;
  document.documentElement.setAttribute("data-positions", "open");
  function closeMenu() {
    if (menu !== null) {
      menu.remove();
      menu = null;
    }
  }
  // The printed positions that offer something: in the text, not in a widget, a preview or a fold that is closed.
  function offering(code) {
    return code.closest("main") !== null && !code.closest(".widget, .ref-preview, .position-menu, details:not([open])");
  }
  // Where a position's widget goes: after the block whose title names it, else after its paragraph, list or table.
  function placeOf(code) {
    var title = code.closest(".block-title, .statement-name, .callout-title");
    return title !== null && title.parentNode.closest(".worked-example, .statement, .callout, .exercise")
      || code.closest("figure, table, p, ul, ol, dl") || code;
  }
  // An exercise's position is to be worked out by the reader: it is offered for play only.
  function playOnly(code) {
    return code.closest(".exercise") !== null;
  }
  document.addEventListener("click", function (event) {
    var code = event.target.closest ? event.target.closest("code.nb-position") : null;
    if (menu !== null && !menu.contains(event.target)) {
      closeMenu();
    }
    if (code === null || !offering(code)) {
      return;
    }
    var choice = function (text, kind) {
      var button = nimbook.element("button", { type: "button", "data-action": kind === "play" ? "play" : "analyse",
        text: text });
      button.addEventListener("click", function () {
        closeMenu();
        make(placeOf(code), kind, code.textContent);
      });
      return button;
    };
    menu = nimbook.element("span", { "class": "position-menu", role: "group", "aria-label": code.textContent },
      playOnly(code) ? [choice("Play", "play")] : [choice("Analyse", "calculator"), " ", choice("Play", "play")]);
    code.after(menu);
    menu.querySelector("button").focus();
  });
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape") {
      closeMenu();
    }
  });

  // The keyboard's way to the same offers: a skip link (a button, shown when Tab reaches it) opens a dialog that lists
  // the page's positions by section in one list box (one stop for Tab; the arrow keys and typing go through it), with
  // "Analyse" and "Play" for the one chosen. The widget is made in the text, where a click would have made it.
  function listPositions() {
    var sections = [];
    var heading = document.querySelector("main h1");
    Array.prototype.forEach.call(document.querySelectorAll("main h1, main h2, main h3, main code.nb-position"),
      function (node) {
        if (node.nodeName !== "CODE") {
          heading = node;
        } else if (offering(node)) {
          var name = heading ? heading.textContent.trim() : document.title;
          if (sections.length === 0 || sections[sections.length - 1].name !== name) {
            sections.push({ name: name, codes: [], seen: {} });
          }
          var section = sections[sections.length - 1];
          if (!section.seen[node.textContent]) {
            section.seen[node.textContent] = true;
            section.codes.push(node);
          }
        }
      });
    return sections;
  }
  function openPositions(opener) {
    var title = nimbook.element("h2", { id: nimbook.id("positions-title"), text: "Positions on this page" });
    var codes = [];
    var list = nimbook.element("select", { size: "8", "aria-labelledby": title.id });
    listPositions().forEach(function (section) {
      list.appendChild(nimbook.element("optgroup", { label: section.name }, section.codes.map(function (code) {
        codes.push(code);
        return nimbook.element("option", { value: String(codes.length - 1), text: code.textContent
          + (playOnly(code) ? " (exercise)" : "") });
      })));
    });
    list.selectedIndex = 0;
    var dialog;
    function close() {
      dialog.close();
    }
    function act(text, kind) {
      var button = nimbook.element("button", { type: "button", "data-action": kind === "play" ? "play" : "analyse",
        text: text });
      button.addEventListener("click", function () {
        var code = codes[Number(list.value)];
        close();
        make(placeOf(code), kind, code.textContent);
      });
      return button;
    }
    var analyse = act("Analyse", "calculator");
    var actions = nimbook.element("p", { "class": "positions-actions" }, [analyse, " ", act("Play", "play")]);
    var note = nimbook.element("p", { id: nimbook.id("positions-note"), "class": "positions-note" });
    list.setAttribute("aria-describedby", note.id);
    function chosen() {
      analyse.disabled = playOnly(codes[Number(list.value)]);
      note.textContent = analyse.disabled ? "An exercise\u2019s position: to play, not to analyse (that would give"
        + " its answer away)." : "";
    }
    list.addEventListener("change", chosen);
    chosen();
    var cancel = nimbook.element("button", { type: "button", text: "Close" });
    cancel.addEventListener("click", close);
    dialog = nimbook.element("dialog", { "class": "positions", "aria-labelledby": title.id }, [title,
      nimbook.element("p", { text: "Choose a position, then analyse it or play it: the calculator or the board is made"
        + " after it in the text." }), list, note, actions, cancel]);
    dialog.addEventListener("close", function () {
      dialog.remove();
      if (document.activeElement === document.body || document.activeElement === null) {
        opener.focus();
      }
    });
    document.body.appendChild(dialog);
    dialog.showModal();
    list.focus();
  }
  function offerPositions() {
    var skips = document.querySelectorAll("body > .skip-link");
    if (skips.length === 0 || !Array.prototype.some.call(document.querySelectorAll("main code.nb-position"), offering)) {
      return;
    }
    var button = nimbook.element("button", { type: "button", "class": "skip-link", "aria-haspopup": "dialog",
      text: "Positions on this page" });
    button.addEventListener("click", function () {
      openPositions(button);
    });
    skips[skips.length - 1].after(button);
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", offerPositions);
  } else {
    offerPositions();
  }
})();
