  // The list of lessons comes from one script for the whole book (assets/contents.js), which the sidebar loads: this
  // page's own entry, named by the sidebar's data-page, is marked here, and kept in sight where the sidebar scrolls.
  function markLesson() {
    var sidebar = document.getElementById("lessons");
    var page = sidebar && sidebar.getAttribute("data-page");
    var links = sidebar ? sidebar.querySelectorAll(".lesson-list a") : [];
    for (var i = 0; i < links.length; i++) {
      if (links[i].getAttribute("href") === page) {
        links[i].setAttribute("aria-current", "page");
        var box = sidebar.getBoundingClientRect();
        var place = links[i].getBoundingClientRect();
        if (sidebar.scrollHeight > sidebar.clientHeight && box.height > 0 && place.bottom > box.bottom) {
          sidebar.scrollTop += place.top - box.top - box.height / 3;
        }
        return;
      }
    }
  }
