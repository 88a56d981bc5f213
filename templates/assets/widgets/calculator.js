// The calculator: any position in the book's notation → its value, outcome, winning moves and the worked
// explanation; bad input shows the same message as the command line.
(function () {
  "use strict";
  var nb = window.nimbookWidgets;
  var SHOWN = 12; // winning moves listed before the reader asks for all

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
      nb.element("code", { text: "nim 3 4 5" }), ", ", nb.element("code", { text: "colourful 1,2,2,2 + squares 14" }),
      " or ", nb.element("code", { text: "loopy 0>1,1>0,1>2@0" }), "."]));
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
        answer.outcome === "P" ? ": a P-position, the previous player wins." : answer.outcome === "D"
          ? ": a draw, neither player can force a win." : ": an N-position, the next player wins."]);
      result.appendChild(summary);
      if (answer.moves.length > 0) {
        var list = nb.element("ul", { "class": "moves", tabindex: "-1" });
        var intro = nb.element("p");
        result.appendChild(intro);
        result.appendChild(list);
        // The first twelve, and the rest on request: a long list would push the explanation out of sight.
        var listMoves = function (shown) {
          list.textContent = "";
          answer.moves.slice(0, shown).forEach(function (move) {
            list.appendChild(nb.element("li", {}, [nb.code(move)]));
          });
          intro.textContent = answer.moves.length === 1 ? "The winning move leaves:" : "The " + answer.moves.length
            + " winning moves leave" + (answer.moves.length > shown ? " (the first " + shown + "):" : ":");
        };
        listMoves(SHOWN);
        if (answer.moves.length > SHOWN) {
          var all = nb.element("button", { type: "button", "data-action": "all-moves", text: "Show all "
            + answer.moves.length + " winning moves" });
          all.addEventListener("click", function () {
            listMoves(answer.moves.length);
            all.parentNode.remove();
            list.focus(); // the list, which now holds them all; the button is gone
          });
          result.appendChild(nb.element("p", {}, [all]));
        }
      }
      var details = nb.element("details", { "class": "explanation" }, [nb.element("summary", { text: "How it is worked out" }),
        nb.element("pre", { text: answer.explanation.join("\n") })]);
      result.appendChild(details);
      // A board for it, below the calculator (a loopy position is played on the lessons' loopy boards).
      if (answer.loopy) {
        root.setAttribute("data-state", "answered");
        return summary.textContent;
      }
      var play = nb.element("button", { type: "button", "data-action": "play", text: "Play this position" });
      play.addEventListener("click", function () {
        nb.board(root, answer.position);
      });
      result.appendChild(nb.element("p", {}, [play]));
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
