// The answer box: checks a reader's answer, or their working a step per line, without revealing the answer; unfolds
// hints for the position in the box; deals another position, or the exercise set the reader chose.
(function () {
  "use strict";
  var nb = window.nimbookWidgets;
  var PROMPTS = {
    grundy: "Your value",
    outcome: "P or N",
    count: "How many winning moves",
    move: "The position your move leaves: the exercise\u2019s, with one component changed",
    moves: "Every winning move: the positions after them, one per line or separated by ;",
    construct: "Your answer, in the book\u2019s notation",
    counterexample: "Your counterexample, in the book\u2019s notation"
  };
  // A loopy position's: its value may be ∞(K), its outcome a draw; judged whole, as a construction's.
  var LOOPY = {
    grundy: "Your value: a number, or \u221e with the finite values of the options, like \u221e(0,2)",
    outcome: "P, N or D (a draw)",
    move: "The position your move leaves: the exercise\u2019s, with one token moved"
  };
  // Kinds whose answer is a position or game of the reader's own: judged whole, never as steps of working.
  var FINDS = { construct: true, counterexample: true };
  var MARKS = { right: "\u2713", wrong: "\u2717", unreadable: "?", incomplete: "\u2026" };
  // The student edition shows the last hint, the worked solution, after this many tries (or when asked), unless the
  // book turns it off (worked-solutions: off in index.md): it is computed here, never written in the edition's files.
  var TRIES = 3;
  var student = document.body.hasAttribute("data-student-edition");
  var solutions = document.body.getAttribute("data-worked-solutions") !== "off";

  nb.each("check", function (root) {
    var position = root.getAttribute("data-position");
    var kind = root.getAttribute("data-answer");
    var loopy = position.indexOf("loopy ") === 0;
    var binary = root.getAttribute("data-binary") === "true" ? "true" : "false";
    var generate = root.getAttribute("data-generate");
    var block = root.closest(".exercise");
    var tries = 0; // checks since the position was dealt that were not right
    var shown = 0; // hints shown
    var asked = false; // the worked solution asked for
    var claimed = ""; // the value the reader last gave the position, for the hint that marks its wrong columns
    // One Hint for the exercise: the book's own hint, when it has one, is the first, before the solver's (without
    // scripts the book's stays where it is, a fold-out of its own).
    var authored = block && block.querySelector(":scope > details.hint");
    var own = null;
    if (authored) {
      own = nb.element("div", { "class": "own-hint" });
      Array.prototype.forEach.call(authored.childNodes, function (node) {
        if (node.nodeName !== "SUMMARY") {
          own.appendChild(node.cloneNode(true));
        }
      });
      authored.hidden = true;
    }
    var first = own ? 1 : 0; // the hints before the solver's

    // A worked answer takes lines: Enter starts a new one, as in any such box, and Ctrl+Enter (or the button) checks.
    var input = nb.element("textarea", { name: "answer", rows: "2", spellcheck: "false", autocomplete: "off",
      autocapitalize: "off", autocorrect: "off" });
    var button = nb.element("button", { type: "submit", text: "Check" });
    var form = nb.element("form", { "class": "check-form" },
      [nb.element("label", {}, [(loopy && LOOPY[kind] || PROMPTS[kind]) + " ", input]), " ", button]);
    // The box grows with its lines, so that a worked answer is seen whole, on a phone as on a desk.
    function fit() {
      if (input.scrollHeight > 0) {
        input.style.height = "auto";
        input.style.height = input.scrollHeight + input.offsetHeight - input.clientHeight + "px";
      }
    }
    input.addEventListener("input", fit);
    window.addEventListener("resize", fit);
    input.addEventListener("keydown", function (event) {
      if (event.key === "Enter" && (event.ctrlKey || event.metaKey) && !event.isComposing) {
        event.preventDefault();
        button.click();
      }
    });
    var help = nb.element("p", { "class": "check-help", id: nb.id("help"), text: FINDS[kind]
      ? "A position like nim 1 2 3, or a game like subtract:1,4: the calculator helps you find one. Ctrl+Enter checks."
      : loopy ? "\u221e(0,2) may be written inf(0,2); a move as the position it leaves. Ctrl+Enter checks." : "Show your working if you like, a step per line: kayles 4 = 1, mex{0, 2} = 1, 3 \u2295 4 = 7, nim 1 2 3 is P,"
      + " nim 3 4 5 \u2192 nim 1 4 5. Ctrl+Enter checks." });
    // A screen reader going through the form fields hears which exercise a box answers ("Exercise 1.3"), and in the
    // box the last verdict on it.
    var verdict = nb.element("p", { "class": "verdict", id: nb.id("verdict"), "aria-live": "polite" });
    var steps = nb.element("ol", { "class": "steps", "aria-label": "Your steps, checked", hidden: "" });
    var hints = nb.element("div", { "class": "hints", id: nb.id("hints"), "aria-live": "polite" });
    var hintButton = action("Hint", "hint", function () {
      shown = Math.min(shown + 1, reach());
      showHints();
    });
    hintButton.setAttribute("aria-controls", hints.id);
    var tools = nb.element("div", { "class": "practice-tools" }, [hintButton]);
    var solutionButton = null;
    if (student && solutions) {
      solutionButton = action("Show the worked solution", "solution", function () {
        asked = true;
        shown = 4 + first;
        showHints();
      });
      solutionButton.setAttribute("aria-controls", hints.id);
      tools.appendChild(document.createTextNode(" "));
      tools.appendChild(solutionButton);
    }
    if (generate) {
      tools.appendChild(document.createTextNode(" "));
      tools.appendChild(action("Another position", "another", another));
    }
    var streak = nb.element("p", { "class": "streak" });
    var heading = block && block.id && block.querySelector(".block-title");
    if (heading) {
      heading.id = heading.id || block.id + "-heading";
      button.setAttribute("aria-describedby", heading.id);
    }
    input.setAttribute("aria-describedby", (heading ? heading.id + " " : "") + verdict.id + " " + help.id);
    nb.clear(root);
    [form, help, verdict, steps, tools, hints, streak].forEach(function (part) {
      root.appendChild(part);
    });
    // An exercise's box: the browser remembers it solved, and how many positions in a row (assets/nimbook.js).
    var exercise = root.getAttribute("data-exercise");
    var progress = exercise ? window.nimbookProgress : null;
    updateTools();
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      check();
    });
    // The exercise set the reader chose (?set=42, or typed in at the foot of the page): its position, as the build of
    // that set deals it. An exercise with a seed of its own keeps its position in every set.
    var set = window.nimbookSet;
    if (set && generate && root.getAttribute("data-fixed") !== "true") {
      return deal(set, root.getAttribute("data-number")).then(function (dealt) {
        if (dealt) {
          root.setAttribute("data-set", set);
        }
        restore();
      });
    }
    restore();

    function action(text, name, act) {
      var node = nb.element("button", { type: "button", text: text, "data-action": name });
      node.addEventListener("click", act);
      return node;
    }

    // What this browser remembers of the exercise: solved before, for this position; right answers in a row.
    function restore() {
      var before = progress && progress.solved()[exercise];
      if (before && before.position === position) {
        input.value = before.answer;
        fit();
        markSolved(true);
        verdict.className = "verdict right";
        verdict.textContent = "You solved this before: your answer is in the box.";
        root.setAttribute("data-verdict", "right");
      }
      showStreak(progress ? progress.streak(exercise) : 0);
    }

    function markSolved(solved) {
      var title = block && block.querySelector(".block-title");
      var mark = title && title.querySelector(".solved-mark");
      if (solved && title && !mark) {
        block.classList.add("solved");
        title.appendChild(document.createTextNode(" "));
        title.appendChild(nb.element("span", { "class": "solved-mark", text: "Solved" }));
      } else if (!solved && mark) {
        // Never beside a red verdict: the browser still remembers the right answer given before.
        block.classList.remove("solved");
        mark.previousSibling.remove();
        mark.remove();
      }
    }

    function showStreak(count) {
      streak.textContent = count > 1 ? count + " in a row" : "";
    }

    function check() {
      var at = position;
      var text = input.value;
      nb.ask(root, "nimbookWork", position, kind, binary, text).then(function (answer) {
        if (at !== position) {
          return; // another position was dealt meanwhile
        }
        var state = !answer.ok ? "error" : answer.state === "unreadable" ? "error" : answer.state;
        verdict.className = "verdict " + state;
        nb.announce(verdict, answer.ok ? answer.message : answer.error);
        root.setAttribute("data-verdict", state);
        showSteps(text, answer);
        // An answer that cannot be read is to be written again; a wrong one is an answer.
        if (state === "error") {
          input.setAttribute("aria-invalid", "true");
        } else {
          input.removeAttribute("aria-invalid");
        }
        if (answer.cancelled) {
          return;
        }
        claimed = answer.claimed || "";
        if (state === "right") {
          if (progress) {
            progress.record(exercise, position, text);
            showStreak(progress.count(exercise, position, true));
          }
          markSolved(true);
        } else if (state !== "incomplete") {
          tries++;
          markSolved(false);
          if (progress) {
            showStreak(progress.count(exercise, position, false));
          }
        }
        updateTools();
        if (shown > 0) {
          showHints();
        }
      });
    }

    // A mark for each non-empty line, in order, with what is wrong with it (where the verdict above does not already
    // say it) and how it was read, when not as written.
    function showSteps(text, answer) {
      var lines = answer.ok ? answer.lines : [];
      var typed = text.split("\n");
      steps.textContent = "";
      lines.forEach(function (line) {
        var item = nb.element("li", { "data-step": line.mark }, [
          nb.element("span", { "class": "step-mark", "aria-hidden": "true", text: MARKS[line.mark] }),
          nb.element("span", { "class": "visually-hidden", text: line.mark + ": " }),
          nb.element("code", { text: typed[line.line - 1].trim() })]);
        if (line.message !== "Right." && line.message !== answer.message) {
          item.appendChild(nb.element("span", { "class": "step-message", text: " " + line.message }));
        }
        if (line.reading) {
          item.appendChild(nb.element("span", { "class": "step-reading", text: line.reading }));
        }
        steps.appendChild(item);
      });
      steps.hidden = lines.length < 2 && !lines.some(function (line) { return line.reading; });
    }

    // The hints one may see now: every one in the instructor's edition; in the student's, the worked solution only
    // after three tries or when asked for, and never when the book turns it off.
    function reach() {
      return (!student || solutions && (tries >= TRIES || asked) ? 4 : 3) + first;
    }

    function updateTools() {
      hintButton.hidden = shown >= reach();
      hintButton.textContent = shown === 0 ? "Hint" : "Next hint";
      if (solutionButton) {
        solutionButton.hidden = shown >= 4 + first;
      }
    }

    // Draws the hints shown so far, for the position and the reader's last value; a new one is said as it comes.
    function showHints() {
      var at = position;
      updateTools();
      nb.ask(root, "nimbookHints", position, kind, claimed).then(function (answer) {
        if (at !== position) {
          return;
        }
        hints.textContent = "";
        if (!answer.ok) {
          hints.appendChild(nb.element("p", { "class": "error", text: answer.error }));
          return;
        }
        if (own && shown > 0) {
          hints.appendChild(nb.element("div", { "class": "rung", "data-rung": "book" }, [
            nb.element("p", { "class": "rung-title", text: "Hint 1: From the book" }), own.cloneNode(true)]));
        }
        answer.rungs.slice(0, shown - first).forEach(function (rung) {
          hints.appendChild(nb.element("div", { "class": "rung", "data-rung": String(rung.number) }, [
            nb.element("p", { "class": "rung-title", text: (rung.number === 4 ? "" : "Hint " + (rung.number + first)
              + ": ") + rung.title }),
            nb.element("pre", { text: rung.lines.join("\n") })]));
        });
      });
    }

    // A new position from the exercise's generator, another than this one.
    function another() {
      var attempts = 0;
      function once() {
        var seed = String(1 + Math.floor(Math.random() * 999999999));
        return deal(seed, root.getAttribute("data-number") || "another").then(function (dealt) {
          if (!dealt && ++attempts < 5) {
            return once();
          }
          if (dealt) {
            root.setAttribute("data-dealt", "another");
          }
          nb.announce(verdict, dealt ? "A new position: " + position + "." : "No other position came up: try again.");
        });
      }
      once();
    }

    // Deals the exercise for a set and shows it; the promise says whether the position changed.
    function deal(seed, number) {
      return nb.ask(root, "nimbookDeal", generate, root.getAttribute("data-want") || "", seed, number)
        .then(function (answer) {
          if (!answer.ok || answer.position === position) {
            return false;
          }
          show(answer.position);
          return true;
        });
    }

    // Puts a position in the box and in the question, and starts afresh: no verdict, no hints, no tries.
    function show(dealt) {
      position = dealt;
      root.setAttribute("data-position", dealt);
      var places = block ? block.querySelectorAll(".nb-exercise-position, .exercise-position") : [];
      Array.prototype.forEach.call(places, function (place) {
        place.textContent = "";
        if (place.classList.contains("exercise-position")) {
          place.appendChild(document.createTextNode("Position: "));
        }
        place.appendChild(nb.code(dealt));
      });
      // A Hackenbush position's picture, drawn again by the page's solver for the position dealt.
      var figure = block ? block.querySelector(".exercise-picture") : null;
      if (figure) {
        nb.ask(root, "nimbookPicture", dealt).then(function (drawn) {
          if (drawn.ok && position === dealt) {
            figure.textContent = "";
            figure.appendChild(nb.hackenbush.draw(drawn));
          }
        });
      }
      // The instructor's answer was for the position the book was built with: the hints' worked solution serves now.
      var answers = block ? block.querySelectorAll("details.answer") : [];
      Array.prototype.forEach.call(answers, function (answer) {
        answer.hidden = true;
      });
      input.value = "";
      fit();
      input.removeAttribute("aria-invalid");
      verdict.className = "verdict";
      verdict.textContent = "";
      steps.textContent = "";
      steps.hidden = true;
      hints.textContent = "";
      root.removeAttribute("data-verdict");
      tries = 0;
      shown = 0;
      asked = false;
      claimed = "";
      markSolved(false);
      updateTools();
    }
  });
})();
