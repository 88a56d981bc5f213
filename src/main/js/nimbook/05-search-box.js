  // The search box: its script (search.js), which loads the book's text, comes when the reader first comes to the box.
  function setUpSearch() {
    var form = document.querySelector("form.search");
    if (!form) {
      return;
    }
    var input = form.querySelector("input");
    form.hidden = false;
    var page = { loadScript: loadScript, returnTo: null }; // returnTo: where the reader was when "/" brought them here
    var requested = false;
    function start() {
      if (requested) {
        return;
      }
      requested = true;
      loadScript("search.js", function (loaded) {
        if (loaded) {
          window.NimbookSearch.box(form, page);
          return;
        }
        form.querySelector(".search-results").hidden = false;
        var failed = "Search is not available: its script (assets/search.js) did not load.";
        form.querySelector(".search-status").textContent = failed;
        var announce = form.querySelector(".search-announce");
        if (announce) {
          announce.textContent = failed;
        }
      });
    }
    input.addEventListener("focus", start);
    input.addEventListener("input", start);
    // "/" goes to the search box, as on many sites, unless the reader is typing somewhere.
    document.addEventListener("keydown", function (event) {
      if (event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(event.target) && !keysOff) {
        event.preventDefault();
        page.returnTo = { y: window.scrollY, focused: document.activeElement };
        input.focus();
        input.select(); // a new search replaces the last one
      }
    });
  }
