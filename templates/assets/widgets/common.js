// Shared by the widgets: calls into the solver (compiled from the book's Java by TeaVM) and small DOM helpers.
(function () {
  "use strict";
  var nimbook = window.nimbookWidgets = window.nimbookWidgets || {};

  // Calls one of the solver's functions; its answers are JSON text.
  nimbook.solve = function (name) {
    var args = Array.prototype.slice.call(arguments, 1);
    return JSON.parse(window[name].apply(null, args));
  };

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

  // Runs each widget's start function once the page (and the solver script before this one) has loaded.
  nimbook.each = function (kind, start) {
    function run() {
      var roots = document.querySelectorAll('[data-widget="' + kind + '"]');
      for (var i = 0; i < roots.length; i++) {
        start(roots[i]);
        roots[i].setAttribute("data-ready", "true");
      }
    }
    if (document.readyState === "loading") {
      document.addEventListener("DOMContentLoaded", run);
    } else {
      run();
    }
  };
})();
