// Checks a reader's answer to an exercise without revealing the right one.
(function () {
  "use strict";
  var nb = window.nimbookWidgets;
  var PROMPTS = {
    grundy: "Your value",
    outcome: "P or N",
    count: "How many winning moves",
    move: "The position after your move, written as in the book (the exercise's position with one component changed)",
    moves: "Every winning move: the positions after them, one per line or separated by ; (Ctrl+Enter checks)"
  };

  nb.each("check", function (root) {
    var position = root.getAttribute("data-position");
    var kind = root.getAttribute("data-answer");
    // A list of moves can be long (whole positions, one per move): it gets a box that wraps, where Enter starts a
    // new line, as in any such box, and Ctrl+Enter (or the button) checks.
    var input = kind === "moves"
      ? nb.element("textarea", { name: "answer", rows: "2", spellcheck: "false", autocomplete: "off",
        autocapitalize: "off", autocorrect: "off" })
      : nb.element("input", { type: "text", name: "answer", spellcheck: "false", autocomplete: "off",
        autocapitalize: "off", autocorrect: "off" });
    var button = nb.element("button", { type: "submit", text: "Check" });
    var form = nb.element("form", { "class": "check-form" },
      [nb.element("label", {}, [PROMPTS[kind] + " ", input]), " ", button]);
    if (kind === "moves") {
      input.addEventListener("keydown", function (event) {
        if (event.key === "Enter" && (event.ctrlKey || event.metaKey) && !event.isComposing) {
          event.preventDefault();
          button.click();
        }
      });
    }
    // A screen reader going through the form fields hears which exercise a box answers ("Exercise 1.3"), and in the
    // box the last verdict on it.
    var verdict = nb.element("p", { "class": "verdict", id: nb.id("verdict"), "aria-live": "polite" });
    var block = root.closest(".exercise");
    var heading = block && block.id && block.querySelector(".block-title");
    if (heading) {
      heading.id = heading.id || block.id + "-heading";
      button.setAttribute("aria-describedby", heading.id);
    }
    input.setAttribute("aria-describedby", (heading ? heading.id + " " : "") + verdict.id);
    nb.clear(root);
    root.appendChild(form);
    root.appendChild(verdict);
    // An exercise's box: the browser remembers it solved (assets/nimbook.js), for this page and the contents page.
    var exercise = root.getAttribute("data-exercise");
    var progress = exercise ? window.nimbookProgress : null;
    function markSolved() {
      var title = block && block.querySelector(".block-title");
      if (title && !block.classList.contains("solved")) {
        block.classList.add("solved");
        title.appendChild(document.createTextNode(" "));
        title.appendChild(nb.element("span", { "class": "solved-mark", text: "Solved" }));
      }
    }
    var before = progress && progress.solved()[exercise];
    if (before && before.position === position) {
      input.value = before.answer;
      markSolved();
      verdict.className = "verdict right";
      verdict.textContent = "You solved this before: your answer is in the box.";
      root.setAttribute("data-verdict", "right");
    }
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var answer = nb.solve("nimbookCheck", position, kind, input.value);
      var state = !answer.ok || answer.unreadable ? "error" : answer.correct ? "right" : "wrong";
      verdict.className = "verdict " + state;
      nb.announce(verdict, answer.ok ? answer.message : answer.error);
      root.setAttribute("data-verdict", state);
      // An answer that cannot be read is to be written again; a wrong one is an answer.
      if (state === "error") {
        input.setAttribute("aria-invalid", "true");
      } else {
        input.removeAttribute("aria-invalid");
      }
      if (state === "right" && progress) {
        progress.record(exercise, position, input.value);
        markSolved();
      }
    });
  });
})();
