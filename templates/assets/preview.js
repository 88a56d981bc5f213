// How a link's preview is drawn (assets/nimbook.js shows and hides it): loaded with the book's previews (previews.js)
// the first time one is wanted.
(function () {
  window.NimbookPreview = {
    // The preview of the block a link leads to (its key, "02-sums.html#sum"), from its HTML, for a link on this page.
    card: function (html, key, link, page) {
      var card = document.createElement("div");
      card.className = "ref-preview";
      // For the eye only: a screen reader would read the whole block (formulas spelt out) on every focus of the link,
      // whose own text names it, and whose target holds it.
      card.setAttribute("aria-hidden", "true");
      card.innerHTML = html;
      // A block of another lesson says which, as its page's list of lessons names it (on the whole book's page, another
      // lesson than the link's).
      var file = key.slice(0, key.indexOf("#"));
      var part = link.closest("[data-part]");
      var from = page === "print.html" && part ? part.getAttribute("data-part") + ".html" : page;
      var lesson = file === from ? null : document.querySelector('.lesson-list a[href="' + file + '"]');
      if (lesson !== null) {
        var number = lesson.querySelector(".number");
        var source = document.createElement("p");
        source.className = "preview-source";
        source.textContent = (number ? "Lesson " + number.textContent + " \u00b7 " : "")
          + lesson.textContent.slice(number ? number.textContent.length : 0).trim();
        card.insertBefore(source, card.firstChild);
      }
      // What a preview does not show: the hint, answer and answer box of an exercise; ids, which the page holds
      // already.
      var gone = card.querySelectorAll("details, [data-widget], script");
      for (var i = 0; i < gone.length; i++) {
        gone[i].parentNode.removeChild(gone[i]);
      }
      var named = card.querySelectorAll("[id]");
      for (i = 0; i < named.length; i++) {
        named[i].removeAttribute("id");
      }
      // Its links lead where they do on the block's own page, or on the whole book's page to its part there; the
      // keyboard stays on the link that was followed.
      var links = card.querySelectorAll("a[href]");
      for (i = 0; i < links.length; i++) {
        var href = links[i].getAttribute("href");
        href = href.charAt(0) === "#" ? file + href : href;
        var inBook = page === "print.html" ? /^([\w.-]+)\.html(?:#(.*))?$/.exec(href) : null;
        if (inBook && document.querySelector('[data-part="' + inBook[1] + '"]')) {
          href = "#" + inBook[1] + (inBook[2] ? "--" + inBook[2] : "");
        }
        links[i].setAttribute("href", href);
        links[i].tabIndex = -1;
      }
      return card;
    },
    // Below the link, or above it when it fits only there; where it fits nowhere whole, on the roomier side, shortened
    // to fit (it scrolls), or, for the keyboard, whole below the link. Never past the window's sides, which the width
    // here counts without a scroll bar.
    place: function (card, link, byKeyboard) {
      var rects = link.getClientRects();
      var at = rects.length > 0 ? rects[0] : link.getBoundingClientRect();
      var rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      var width = document.documentElement.clientWidth;
      card.style.maxWidth = Math.max(0, Math.min(34 * rem, width - 16)) + "px";
      var below = window.innerHeight - at.bottom - 14;
      var above = at.top - 14;
      if (byKeyboard) {
        card.style.maxHeight = "none"; // the keyboard cannot scroll inside it; the page can scroll to it
      }
      var height = card.offsetHeight;
      if (height > below && height > above && !byKeyboard) {
        card.style.maxHeight = Math.max(below, above) + "px";
        height = card.offsetHeight;
      }
      var top = height <= below || height > above ? at.bottom + 6 : at.top - 6 - height;
      var left = Math.max(8, Math.min(at.left, width - card.offsetWidth - 8));
      card.style.left = left + window.scrollX + "px";
      card.style.top = top + window.scrollY + "px";
    }
  };
})();
