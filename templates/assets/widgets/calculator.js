// The calculator: any position in the book's notation → its value, outcome, winning moves and the worked
// explanation; bad input shows the same message as the command line.
(function () {
  "use strict";
  var nb = window.nimbookWidgets;

  nb.each("calculator", function (root) {
    var input = nb.element("input", { type: "text", name: "position", spellcheck: "false", autocomplete: "off",
      autocapitalize: "off", autocorrect: "off", value: root.getAttribute("data-position") || "" });
    var label = nb.element("label", {}, ["Position ", input]);
    var button = nb.element("button", { type: "submit", text: "Compute" });
    var form = nb.element("form", { "class": "calculator-form" }, [label, " ", button]);
    var result = nb.element("div", { "class": "calculator-result" });
    // What a screen reader says after Compute: the result's first line, or the error, not the whole list of moves.
    var said = nb.element("p", { "class": "calculator-status visually-hidden", role: "status" });
    nb.clear(root);
    root.appendChild(nb.element("p", { "class": "widget-title", text: "Calculator" }));
    root.appendChild(nb.element("p", { "class": "widget-help" }, ["Type a position as the book writes it, for example ",
      nb.element("code", { text: "nim 3 4 5" }), " or ", nb.element("code", { text: "colourful 1,2,2,2 + squares 14" }), "."]));
    root.appendChild(form);
    root.appendChild(said);
    root.appendChild(result);

    // Shows the position's analysis (the last asked for, if the reader asks again before it comes); says its first
    // line, or the error, when asked to.
    var asked = 0;
    function compute(announce) {
      var ticket = ++asked;
      return nb.ask(root, "nimbookAnalyze", input.value).then(function (answer) {
        if (ticket === asked) {
          var line = show(answer);
          if (announce) {
            nb.announce(said, line);
          }
        }
      });
    }

    // Shows an analysis; returns its first line, or the error.
    function show(answer) {
      result.textContent = "";
      if (!answer.ok) {
        result.appendChild(nb.element("p", { "class": "error", text: answer.error }));
        root.setAttribute("data-state", answer.cancelled ? "cancelled" : "error");
        return answer.error;
      }
      var summary = nb.element("p", { "class": "summary-line" }, [nb.code(answer.position), " has value ",
        nb.element("strong", { "class": "value", text: answer.value }), answer.misere ? " (misère play)" : "",
        answer.outcome === "P" ? ": a P-position, the previous player wins." : ": an N-position, the next player wins."]);
      result.appendChild(summary);
      if (answer.moves.length > 0) {
        var list = nb.element("ul", { "class": "moves" });
        answer.moves.slice(0, 12).forEach(function (move) {
          list.appendChild(nb.element("li", {}, [nb.code(move)]));
        });
        result.appendChild(nb.element("p", { text: answer.moves.length === 1 ? "The winning move leaves:"
          : "The " + answer.moves.length + " winning moves leave" + (answer.moves.length > 12 ? " (the first 12):" : ":") }));
        result.appendChild(list);
      }
      var details = nb.element("details", { "class": "explanation" }, [nb.element("summary", { text: "How it is worked out" }),
        nb.element("pre", { text: answer.explanation.join("\n") })]);
      result.appendChild(details);
      root.setAttribute("data-state", "answered");
      return summary.textContent;
    }

    form.addEventListener("submit", function (event) {
      event.preventDefault();
      compute(true);
    });
    if (input.value) {
      return compute(false);
    }
  });
})();
