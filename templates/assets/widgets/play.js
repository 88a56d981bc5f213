// Play a game against a perfect opponent: the reader chooses who moves first, moves by pressing a component's
// move buttons (keyboard included), and the computer answers with a winning move when one exists, otherwise a
// move that keeps the game long. Hint shows each component's value and the nim-sum; Undo takes back a round.
(function () {
  "use strict";
  var nb = window.nimbookWidgets;

  nb.each("play", function (root) {
    var start = root.getAttribute("data-start");
    // analysis: the solver's answer for the position (its components and moves), kept with it in the history so that
    // Undo and New game draw at once.
    // marked: the components the computer's last move left, [from, to) on the board.
    var state = { position: start, analysis: null, turn: "choose", history: [], hint: false, last: null, marked: null };
    var opening = null; // the start's analysis
    var game = 0; // which game an answer from the solver is for: New game makes the answers still to come stale
    var reply = null; // the computer's pending move: cancelled by New game, so it never lands on a fresh board
    var status = nb.element("p", { "class": "status", "aria-live": "polite", tabindex: "-1" });
    var board = nb.element("div", { "class": "board" });
    // Live, and empty while hidden (a region hidden from screen readers says nothing when it appears).
    var hint = nb.element("p", { "class": "hint-line", id: nb.id("hint"), "aria-live": "polite" });
    var log = nb.element("ol", { "class": "game-log", "aria-label": "Moves so far" });
    var first = nb.element("div", { "class": "first" }, [
      button("You move first", function () { begin("you"); }, "first-you"),
      " ",
      button("The computer moves first", function () { begin("computer"); }, "first-computer")]);
    var hintButton = button("Show hint", toggleHint, "hint");
    hintButton.setAttribute("aria-expanded", "false");
    hintButton.setAttribute("aria-controls", hint.id);
    var undoButton = button("Undo", undo, "undo");
    var againButton = button("New game", reset, "again");
    var tools = nb.element("div", { "class": "tools" }, [hintButton, " ", undoButton, " ", againButton]);

    // Another start, typed by the reader: the board plays it from the beginning.
    var typed = nb.element("input", { type: "text", name: "position", spellcheck: "false", autocomplete: "off",
      autocapitalize: "off", autocorrect: "off" });
    var typedError = nb.element("p", { "class": "error", role: "status" });
    var other = nb.element("form", { "class": "play-other" }, [nb.element("label", {}, ["Play another position ",
      typed]), " ", nb.element("button", { type: "submit", text: "Play" })]);
    other.addEventListener("submit", function (event) {
      event.preventDefault();
      nb.ask(root, "nimbookOptions", typed.value).then(function (analysis) {
        typedError.textContent = analysis.ok ? "" : analysis.error;
        if (analysis.ok) {
          start = analysis.position;
          opening = analysis;
          title.replaceChild(nb.code(start), title.lastChild);
          reset();
          first.querySelector("button").focus();
        }
      });
    });
    var title = nb.element("p", { "class": "widget-title" }, ["Play against the solver: ", nb.code(start)]);

    nb.clear(root);
    root.appendChild(title);
    root.appendChild(status);
    root.appendChild(first);
    root.appendChild(board);
    root.appendChild(hint);
    root.appendChild(tools);
    root.appendChild(nb.element("details", { "class": "log" }, [nb.element("summary", { text: "Game log" }), log]));
    root.appendChild(other);
    root.appendChild(typedError);
    return nb.ask(root, "nimbookOptions", start).then(function (analysis) {
      opening = state.analysis = analysis;
      render();
    });

    function button(text, action, name) {
      var node = nb.element("button", { type: "button", text: text, "data-action": name });
      node.addEventListener("click", action);
      return node;
    }

    function begin(who) {
      state.turn = who;
      first.hidden = true;
      render();
      if (who === "computer") {
        computer();
      }
    }

    function reset() {
      window.clearTimeout(reply);
      game++;
      state = { position: start, analysis: opening, turn: "choose", history: [], hint: state.hint, last: null,
        marked: null };
      log.textContent = "";
      first.hidden = false;
      render();
    }

    function toggleHint() {
      state.hint = !state.hint;
      hintButton.textContent = state.hint ? "Hide hint" : "Show hint";
      hintButton.setAttribute("aria-expanded", String(state.hint));
      render();
    }

    function undo() {
      // Back to the last position where it was the reader's turn.
      while (state.history.length > 0) {
        var previous = state.history.pop();
        log.removeChild(log.lastChild);
        state.position = previous.position;
        state.analysis = previous.analysis;
        if (previous.turn === "you") {
          break;
        }
      }
      state.turn = "you";
      state.last = null;
      state.marked = null;
      render();
    }

    // marked: the components the move left, for the computer's, [from, to) on the board.
    function play(who, result, description, marked) {
      var focused = root.contains(document.activeElement);
      state.history.push({ position: state.position, analysis: state.analysis, turn: who });
      log.appendChild(nb.element("li", {}, [(who === "you" ? "You: " : "Computer: ") + description + ", leaving ",
        nb.code(result)]));
      state.position = result;
      // Said in the status line, so that the reader (and a screen reader) learns the reply without opening the log.
      state.last = who === "computer" ? description + ", leaving " + result : null;
      state.marked = marked || null;
      // Nothing to press until the solver has the next position's moves (the buttons keep the focus meanwhile).
      state.turn = "wait";
      root.setAttribute("data-turn", "wait");
      Array.prototype.forEach.call(board.querySelectorAll("button"), function (move) {
        move.setAttribute("aria-disabled", "true");
      });
      var mine = game;
      nb.ask(root, "nimbookOptions", result).then(function (next) {
        if (mine !== game) {
          return;
        }
        state.analysis = next;
        // A position whose moves the page cannot list is not the end of the game (render() says why): only a position
        // with no move is.
        var moves = next.ok ? next.components.reduce(function (n, c) { return n + c.moves.length; }, 0) : -1;
        if (moves === 0) {
          // Normal play: whoever cannot move loses. Misère play: whoever cannot move has won.
          var moverWins = !next.misere;
          state.turn = "over";
          state.winner = moverWins === (who === "you") ? "you" : "computer";
        } else {
          state.turn = who === "you" ? "computer" : "you";
        }
        render(focused);
        if (state.turn === "computer") {
          reply = window.setTimeout(computer, 150);
        }
      });
    }

    function computer() {
      if (state.turn !== "computer") {
        return;
      }
      var mine = game;
      nb.ask(root, "nimbookReply", state.position).then(function (answer) {
        if (mine === game && state.turn === "computer" && answer.ok && !answer.over) {
          play("computer", answer.result, answer.move, [+answer.component, +answer.component + +answer.parts]);
        } else if (mine === game && !answer.ok) {
          show(status, answer.error);
        }
      });
    }

    // Draws the board for the position and its analysis; focused: whether the focus was on the widget when the reader
    // acted (by default, now).
    function render(focused) {
      if (focused === undefined) {
        focused = root.contains(document.activeElement);
      }
      var analysis = state.analysis;
      var place = focusPlace();
      root.setAttribute("data-position", state.position);
      root.setAttribute("data-turn", state.turn);
      if (state.turn === "over") {
        root.setAttribute("data-winner", state.winner);
      } else {
        root.removeAttribute("data-winner");
      }
      board.textContent = "";
      if (!analysis.ok) {
        show(status, analysis.error);
        return;
      }
      analysis.components.forEach(function (component, index) {
        board.appendChild(renderComponent(component, index));
      });
      var played = state.last ? "The computer played " + state.last + ". " : "";
      show(status, state.turn === "choose" ? "Who moves first?"
        : state.turn === "you" ? played + "Your move: press a move under a component."
        : state.turn === "computer" ? "The computer is thinking…"
        : state.winner === "you" ? "You win!" + (analysis.misere ? " The computer had to take the last counter." : " The computer has no move left.")
        : played + "The computer wins." + (analysis.misere ? " You had to take the last counter." : " You have no move left."));
      undoButton.disabled = state.turn === "computer" || state.turn === "wait" || !state.history.some(function (h) { return h.turn === "you"; });
      show(hint, !state.hint ? ""
        : state.turn === "over" ? "The game is over: no move is left."
        : analysis.misere || analysis.components.length === 1
        ? (analysis.misere ? "Misère value" : "Value") + " of the position: " + analysis.value
          + (analysis.value === "0" ? " (a P-position)." : " (an N-position): move to a position of value 0.")
        : "Values: " + analysis.components.map(function (c) { return c.value; }).join(" ⊕ ") + " = " + analysis.value
          + (analysis.value === "0" ? ": a P-position — every move leaves a nonzero nim-sum."
            : ": an N-position — move so that the nim-sum becomes 0."));
      // Last, once every control has its state: the button just pressed may now be disabled (Undo, say).
      keepFocus(focused, place);
    }

    // Sets a live line's text only when it changes: drawn again unchanged (the hint shown or hidden), it would be read
    // again.
    function show(line, text) {
      if (line.textContent !== text) {
        line.textContent = text;
      }
    }

    // Where the focus is on the board, [component, move], before it is drawn anew; or null.
    function focusPlace() {
      var active = document.activeElement;
      var field = board.contains(active) && active.closest("fieldset");
      if (!field) {
        return null;
      }
      return [+field.getAttribute("data-index"), Array.prototype.indexOf.call(field.querySelectorAll("button"), active)];
    }

    // The board is drawn anew after every move, so the button the reader pressed is gone (or a button hidden or
    // disabled). Focus stays on the board, at the place it was — the same component's move, or the nearest — through
    // the computer's reply, so that the reader moves again without a Tab (the status line, live, says the reply); from a
    // control gone or disabled (the first player's choice, Undo) it goes to the first move open to the reader, or to the
    // board; to the status line only when the board has no move; never to the page.
    function keepFocus(focused, place) {
      var active = document.activeElement;
      if (!focused || (!place && active !== status && root.contains(active) && !active.disabled
          && active.offsetParent !== null)) {
        return;
      }
      var fields = board.querySelectorAll("fieldset");
      var next = null;
      if (place && fields.length > 0) {
        var moves = fields[Math.min(place[0], fields.length - 1)].querySelectorAll("button");
        next = moves[Math.min(place[1], moves.length - 1)] || null;
      }
      (next || board.querySelector("button:not([aria-disabled])") || board.querySelector("button") || status).focus();
    }

    function renderComponent(component, index) {
      var legend = nb.element("legend", { text: component.label + (state.hint && component.value !== ""
        ? " (value " + component.value + ")" : "") });
      var marked = state.marked && index >= state.marked[0] && index < state.marked[1];
      if (marked) {
        legend.appendChild(nb.element("span", { "class": "last-move", text: " \u2190 the computer\u2019s move" }));
      }
      var field = nb.element("fieldset", { "class": "component shape-" + component.shape.toLowerCase()
        + (marked ? " moved" : "") }, [legend, picture(component.shape, component.text, component.picture)]);
      var moves = nb.element("div", { "class": "moves" });
      component.moves.forEach(function (move, m) {
        var choice = button("→ " + move.to, function () {
          if (state.turn === "you") {
            play("you", move.result, component.label + " → " + move.to);
          }
        }, "move");
        if (component.shape === "PILE" || component.shape === "COINS" || component.shape === "BOARD") {
          // A pile's move shows the pile it leaves, a coin game's the coins, drawn as the board draws them.
          choice.textContent = "→ ";
          move.to.split(" + ").forEach(function (part) {
            choice.appendChild(picture(component.shape, part));
          });
        }
        choice.setAttribute("aria-label", "Move " + component.label + " to " + move.to);
        if (component.shape === "GRAPH") {
          // A picture's moves are its cuts, one per edge in the order written: the button names the edge.
          var edge = component.picture.edges[m].name;
          choice.textContent = "Cut " + edge;
          // The name starts with the text shown, as a voice command says it.
          choice.setAttribute("aria-label", "Cut " + edge + " of " + component.label + ", leaving " + move.to);
        }
        choice.setAttribute("data-result", move.result);
        if (state.turn !== "you") {
          choice.setAttribute("aria-disabled", "true");
        }
        moves.appendChild(choice);
      });
      if (component.moves.length === 0) {
        moves.appendChild(nb.element("span", { "class": "no-move", text: "no move" }));
      }
      field.appendChild(moves);
      field.setAttribute("data-index", String(index));
      if (component.shape === "GRAPH") {
        // A click on an edge cuts it: what falls away falls, then the cut is played as its button plays it.
        nb.hackenbush.wire(field, component, function () { return state.turn === "you"; }, function (move) {
          state.turn = "wait";
          root.setAttribute("data-turn", "wait");
          window.setTimeout(function () { play("you", move.result, component.label + " → " + move.to); }, 400);
        });
      }
      return field;
    }

    // A picture of a component (its shape, and its text in the notation): counters for a small heap (a row of them for
    // each heap played together), coloured sections for a pile, coins on the steps of a staircase, the squares of a
    // chocolate bar, the places of a circle, a row or board of coins, two boxes for a pair; a Hackenbush picture as the
    // solver drew it (drawn). Inline, as a move's button holds one.
    function picture(shape, text, drawn) {
      var figure = nb.element("span", { "class": "picture " + shape.toLowerCase() + "-picture", "aria-hidden": "true" });
      if (drawn) {
        // A Hackenbush picture, as the solver lays it out.
        figure.appendChild(nb.hackenbush.draw(drawn));
        return figure;
      }
      var numbers = text.split(/[ ,]/).map(Number);
      if (shape === "PILE") {
        if (text === "0") {
          // An empty pile is written 0: it has no section, not one of size 0.
          figure.appendChild(nb.element("span", { "class": "empty", text: "empty" }));
          numbers = [];
        }
        numbers.slice().reverse().forEach(function (size, i) {
          var section = nb.element("span", { "class": "section colour-" + ((numbers.length - 1 - i) % 2) });
          for (var b = 0; b < Math.min(size, 20); b++) {
            section.appendChild(nb.element("span", { "class": "ball" }));
          }
          // Drawn by the stylesheet: a move's button is named by its label alone, which its text must not contradict.
          section.appendChild(nb.element("span", { "class": "count", "data-count": String(size) }));
          figure.appendChild(section);
        });
      } else if (shape === "STAIRCASE") {
        // The lowest step on the left; coins on the odd-numbered steps are the ones that count.
        numbers.forEach(function (coins, i) {
          var stair = nb.element("span", { "class": "stair" + (i % 2 === 0 ? " odd" : "") }, [row(coins, "coin", 12)]);
          stair.appendChild(nb.element("span", { "class": "riser", style: "--step: " + (i + 1), text: String(i + 1) }));
          figure.appendChild(stair);
        });
      } else if (shape === "DIAGRAM") {
        numbers.forEach(function (length, r) {
          var line = nb.element("span", { "class": "bar-row" });
          for (var c = 0; c < Math.min(length, 24); c++) {
            line.appendChild(nb.element("span", { "class": "square" + (r === 0 && c === 0 ? " poison" : "") }));
          }
          if (length > 24) {
            line.appendChild(nb.element("span", { "class": "count", text: String(length) }));
          }
          figure.appendChild(line);
        });
      } else if (shape === "CIRCLE") {
        // Runs of counters and of empty places in turn, read round the circle: the last place is next to the first.
        var places = numbers.reduce(function (n, run) { return n + run; }, 0);
        if (places > 60) {
          figure.appendChild(nb.element("span", { "class": "box", text: text }));
        } else {
          numbers.forEach(function (run, i) {
            for (var p = 0; p < run; p++) {
              figure.appendChild(nb.element("span", { "class": i % 2 === 0 ? "counter" : "place" }));
            }
          });
          figure.appendChild(nb.element("span", { "class": "wrap", text: "↻" }));
        }
      } else if (shape === "COINS" || shape === "BOARD") {
        // Heads and tails, coin 1 on the left; a board's rows from the top. Their letters are drawn by the stylesheet:
        // a move's button is named by its label alone, which its text must not contradict.
        text.split(",").forEach(function (line) {
          var coins = nb.element("span", { "class": "coin-row" });
          line.split("").forEach(function (face) {
            coins.appendChild(nb.element("span", { "class": "face " + (face === "H" ? "heads" : "tails") }));
          });
          figure.appendChild(coins);
        });
      } else if (shape === "HEAP") {
        numbers.forEach(function (heap) {
          figure.appendChild(row(heap, "counter", 40));
        });
      } else {
        numbers.forEach(function (n) {
          figure.appendChild(nb.element("span", { "class": "box", text: String(n) }));
        });
      }
      return figure;
    }

    // A heap's counters (or a staircase's coins) in a row, as many as fit; past that, the number alone.
    function row(count, kind, most) {
      var line = nb.element("span", { "class": "heap-row" });
      if (count > most) {
        line.appendChild(nb.element("span", { "class": "box", text: String(count) }));
        return line;
      }
      for (var c = 0; c < count; c++) {
        line.appendChild(nb.element("span", { "class": kind }));
      }
      return line;
    }
  });
})();
