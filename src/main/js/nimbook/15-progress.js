  // On the contents page: how many of each lesson's exercises the reader has solved, and a way to start afresh.
  function showProgress() {
    var lessons = document.querySelectorAll("li[data-exercises]");
    var solved = progress.solved();
    var lines = [];
    for (var i = 0; i < lessons.length; i++) {
      var exercises = JSON.parse(lessons[i].getAttribute("data-exercises"));
      var keys = Object.keys(exercises);
      var done = keys.filter(function (key) {
        return solved[key] && solved[key].position === exercises[key];
      }).length;
      if (done > 0) {
        var line = document.createElement("p");
        line.className = "progress";
        line.textContent = done === keys.length && done > 1 ? "All " + done + " exercises solved"
          : done + " of " + keys.length + (keys.length === 1 ? " exercise" : " exercises") + " solved";
        lessons[i].appendChild(line);
        lines.push(line);
      }
    }
    if (lines.length > 0) {
      var forget = document.createElement("button");
      forget.type = "button";
      forget.className = "forget-progress";
      forget.textContent = "Forget my solved exercises";
      forget.addEventListener("click", function () {
        if (window.confirm("Forget which exercises you have solved, and your answers, in this browser?")) {
          progress.forget();
          lines.forEach(function (line) {
            line.remove();
          });
          // The button goes; the keyboard stays where it was, on a line that says what happened.
          var done = document.createElement("p");
          done.className = "progress-forgotten";
          done.tabIndex = -1;
          done.setAttribute("role", "status");
          done.textContent = "Your solved exercises are forgotten.";
          forget.replaceWith(done);
          done.focus();
        }
      });
      lessons[0].parentNode.after(forget);
    }
  }
