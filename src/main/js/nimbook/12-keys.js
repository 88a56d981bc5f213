  // A lesson's boards are far down the page, past every heading's link: a skip link leads to the first.
  function skipToBoard() {
    var board = document.querySelector('main [data-widget="play"]');
    var last = document.querySelectorAll("body > .skip-link");
    if (!board || last.length === 0) {
      return;
    }
    if (!board.id) {
      var n = 1;
      while (document.getElementById("board-" + n)) {
        n++;
      }
      board.id = "board-" + n;
    }
    board.tabIndex = -1;
    var skip = document.createElement("a");
    skip.className = "skip-link";
    skip.href = "#" + board.id;
    skip.textContent = "Skip to the first board";
    last[last.length - 1].after(skip);
  }
  // The left and right arrow keys turn to the previous and next lesson, as in many online books, only while nothing
  // in particular has focus: on a link, a field, a widget or a box that scrolls, an arrow pressed by habit (to scroll
  // sideways, to move in a list) must not leave the page.
  document.addEventListener("keydown", function (event) {
    var target = event.target;
    if ((event.key !== "ArrowLeft" && event.key !== "ArrowRight") || event.ctrlKey || event.metaKey || event.altKey
        || event.shiftKey || keysOff || document.querySelector("dialog[open]")
        || !target.matches("body, main")) {
      return;
    }
    var link = document.querySelector(event.key === "ArrowLeft" ? "a[rel=prev]" : "a[rel=next]");
    if (link) {
      link.click();
    }
  });
