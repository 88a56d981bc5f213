// Shared by the widgets: asks the solver (compiled from the book's Java by TeaVM) in a worker, so that no position can
// freeze the page, and small DOM helpers.
(function () {
  "use strict";
  var nimbook = window.nimbookWidgets = window.nimbookWidgets || {};

  // The worker runs the solver script's own text, given to it as a blob: pages opened from disk may not load a worker
  // from a file, nor read the file, but assets/solver.js wraps the solver in a function whose text is its source.
  var worker = null;
  var waiting = {};
  var asked = 0;
  function start() {
    var source = "(" + window.nimbookSolver.toString() + ").call(self);\n"
      + "onmessage = function (event) { var m = event.data, answer;"
      + " try { answer = self[m.name].apply(null, m.args); }"
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
    if (!worker) {
      start();
    }
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
      worker.postMessage({ id: id, name: name, args: args });
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
  // ready when its start has drawn it: at once, or when the promise start returns is kept.
  nimbook.each = function (kind, start) {
    function run() {
      var roots = document.querySelectorAll('[data-widget="' + kind + '"]');
      Array.prototype.forEach.call(roots, function (root) {
        Promise.resolve(start(root)).then(function () {
          root.setAttribute("data-ready", "true");
        });
      });
    }
    if (document.readyState === "loading") {
      document.addEventListener("DOMContentLoaded", run);
    } else {
      run();
    }
  };
})();
