  // Hints, answers and explanations sit in closed <details>: open them all for printing, and close them again after
  // (a print preview cancelled in front of a class would otherwise leave every answer showing).
  var openedForPrint = [];
  window.addEventListener("beforeprint", function () {
    var closed = document.querySelectorAll("details:not([open])");
    for (var i = 0; i < closed.length; i++) {
      closed[i].setAttribute("open", "");
      openedForPrint.push(closed[i]);
    }
  });
  window.addEventListener("afterprint", function () {
    openedForPrint.forEach(function (details) {
      details.removeAttribute("open");
    });
    openedForPrint = [];
  });
