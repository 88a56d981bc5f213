  // "On this page" marks the section being read (aria-current="location"): the last whose heading is above the upper
  // third of the window.
  function markSection() {
    var links = Array.prototype.slice.call(document.querySelectorAll(".lesson-toc a[href^='#']"));
    var sidebar = document.getElementById("lessons");
    // Looked up at each mark: the preview may put a section's heading in anew.
    function heads() {
      return links.map(function (link) {
        return document.getElementById(decodeURIComponent(link.getAttribute("href").slice(1)));
      });
    }
    if (links.length === 0 || heads().indexOf(null) >= 0) {
      return;
    }
    var current = null;
    var pending = false;
    function mark() {
      pending = false;
      var headings = heads();
      if (headings.indexOf(null) >= 0) {
        return;
      }
      var line = window.innerHeight / 3;
      var at = -1;
      for (var i = 0; i < headings.length && headings[i].getBoundingClientRect().top <= line; i++) {
        at = i;
      }
      var link = at >= 0 ? links[at] : null;
      if (link === current) {
        return;
      }
      if (current) {
        current.removeAttribute("aria-current");
      }
      current = link;
      if (link) {
        link.setAttribute("aria-current", "location");
        // Kept in sight in the contents beside the text, when they scroll.
        var box = sidebar.getBoundingClientRect();
        var place = link.getBoundingClientRect();
        if (sidebar.scrollHeight > sidebar.clientHeight && box.height > 0 && (place.bottom > box.bottom
            || place.top < box.top)) {
          sidebar.scrollTop += place.top - box.top - box.height / 2;
        }
      }
    }
    window.addEventListener("scroll", function () {
      if (!pending) {
        pending = true;
        window.requestAnimationFrame(mark);
      }
    }, { passive: true });
    onWidthChange(mark);
    mark();
  }
