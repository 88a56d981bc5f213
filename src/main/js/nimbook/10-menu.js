  // On a phone the contents (lessons, and this page's sections) sit below the text: the header's last row (the search
  // and a Menu button that opens them over the page) stays at the top of the screen, the rest of the header scrolls
  // away. The header says how much of it scrolls away (--header-hide), and where the part that stays ends (--header-bottom,
  // which is also where a link's target lands, below it).
  function setUpMenu() {
    var header = document.querySelector(".site-header");
    var sidebar = document.getElementById("lessons");
    var search = header && header.querySelector(".search");
    if (!header || !sidebar || !search) {
      return;
    }
    var button = document.createElement("button");
    button.type = "button";
    button.className = "menu-button";
    button.setAttribute("aria-expanded", "false");
    button.setAttribute("aria-controls", "lessons");
    var icon = document.createElement("span");
    icon.setAttribute("aria-hidden", "true");
    icon.textContent = "\u2630 ";
    button.appendChild(icon);
    button.appendChild(document.createTextNode("Menu"));
    header.insertBefore(button, search);
    header.setAttribute("data-menu", "");
    sidebar.setAttribute("data-menu", "");
    var top = document.createElement("a");
    top.className = "to-top";
    top.href = "#main";
    top.textContent = "\u2191 Top of the page";
    sidebar.insertBefore(top, sidebar.firstChild);
    // The very top, header and all (#main lands below the header), and the keyboard with it.
    top.addEventListener("click", function (event) {
      event.preventDefault();
      window.scrollTo(0, 0);
      var title = header.querySelector(".book-title");
      if (title) {
        title.focus({ preventScroll: true });
      }
    });
    function measure() {
      var stays = button.offsetParent !== null ? button.offsetTop - 6 : 0;
      document.documentElement.style.setProperty("--header-hide", Math.max(0, stays) + "px");
      document.documentElement.style.setProperty("--header-bottom", header.offsetHeight - Math.max(0, stays) + "px");
    }
    measure();
    onWidthChange(measure);
    function open(opened) {
      button.setAttribute("aria-expanded", String(opened));
      if (opened) {
        sidebar.setAttribute("data-open", "");
        // The reader's place: this page's section, or else the page itself.
        var here = sidebar.querySelector(".lesson-toc a[aria-current]") || sidebar.querySelector("a[aria-current]")
          || top;
        here.focus({ preventScroll: true });
        here.scrollIntoView({ block: "nearest" });
      } else {
        sidebar.removeAttribute("data-open");
      }
    }
    button.addEventListener("click", function () {
      open(!sidebar.hasAttribute("data-open"));
    });
    // "Skip to the contents" opens them, where they are hidden.
    Array.prototype.forEach.call(document.querySelectorAll('a[href="#lessons"]'), function (link) {
      link.addEventListener("click", function (event) {
        if (button.offsetParent !== null) {
          event.preventDefault();
          open(true);
        }
      });
    });
    sidebar.addEventListener("click", function (event) {
      if (event.target.closest("a") && sidebar.hasAttribute("data-open")) {
        open(false); // followed: the page is what the reader wants to see
      }
    });
    sidebar.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && sidebar.hasAttribute("data-open")) {
        open(false);
        button.focus();
      }
    });
    document.addEventListener("focusin", function (event) {
      if (sidebar.hasAttribute("data-open") && !sidebar.contains(event.target) && event.target !== button) {
        open(false);
      }
    });
    document.addEventListener("click", function (event) {
      if (sidebar.hasAttribute("data-open") && !sidebar.contains(event.target) && !button.contains(event.target)) {
        open(false);
      }
    });
  }
