  function setUpPreviews() {
    var main = document.getElementById("main");
    if (!main) {
      return;
    }
    var page = location.pathname.split("/").pop() || "index.html";
    var previews = null; // the book's previews by link, once loaded
    var requested = false;
    var wanted = null; // the link whose preview is to be shown (the pointer rests on it, or it has focus)
    var byKeyboard = false; // it has focus: the preview is shown whole, below it, for the page to scroll to
    var shown = null; // the link whose preview is shown
    var card = null;
    var tapped = null; // the link last tapped for its preview on a touch screen
    var showing = 0;
    var hiding = 0;
    // The preview a link leads to: "02-sums.html#sum" as the previews name it; null for any other link, and for a link
    // to where it is or to what the page shows beside it (the answer key's way back to an exercise, under its question).
    function target(link) {
      var href = link.getAttribute("href");
      var own = link.classList.contains("self") || link.classList.contains("heading-link")
        || link.parentNode.classList.contains("back-link");
      var hash = href === null || own ? -1 : href.indexOf("#");
      var file = hash < 0 ? "" : href.slice(0, hash);
      if (hash < 0 || /[/:?]/.test(file)) {
        return null;
      }
      // On the whole book's page a place of lesson 01-nim is #01-nim--bouton: the preview is 01-nim.html's.
      var part = file === "" && page === "print.html" ? /^#(.+?)--(.+)$/.exec(href) : null;
      return part ? part[1] + ".html#" + part[2] : (file || page) + href.slice(hash);
    }
    function linkAt(node) {
      var link = node && node.closest ? node.closest("a[href]") : null;
      return link && main.contains(link) && target(link) !== null ? link : null;
    }
    // The previews, and the script that draws them (preview.js), loaded when first wanted (or when a finger first
    // touches the text, so that a tap finds them).
    function load() {
      if (!requested) {
        requested = true;
        loadScript("preview.js", function (ready) {
          loadScript("previews.js", function () {
            previews = ready ? window.nimbookPreviews || {} : {};
            if (wanted !== null) {
              open(wanted);
            }
          });
        });
      }
    }
    function want(link, delay, keyboard) {
      if (previewsOff) {
        return;
      }
      byKeyboard = keyboard;
      clearTimeout(hiding);
      clearTimeout(showing);
      wanted = link;
      if (link !== shown) {
        showing = setTimeout(function () {
          open(link);
        }, delay);
      }
    }
    function unwant() {
      if (byKeyboard && shown !== null && document.activeElement === shown) {
        return; // opened by the keyboard: it stays while its link has focus, wherever the pointer goes
      }
      clearTimeout(showing);
      wanted = null;
      clearTimeout(hiding);
      hiding = setTimeout(hide, 250);
    }
    function open(link) {
      if (wanted !== link) {
        return;
      }
      if (previews === null) {
        load();
        return;
      }
      var key = target(link);
      var html = previews[key];
      hide();
      if (html === undefined) {
        if (tapped === link) {
          tapped = null;
          location.href = link.href; // tapped before the previews had loaded, and there is none: follow it after all
        }
        return;
      }
      card = window.NimbookPreview.card(html, key, link, page);
      card.addEventListener("pointerover", function () {
        clearTimeout(hiding);
      });
      card.addEventListener("pointerout", function (event) {
        if (event.pointerType === "mouse" && !card.contains(event.relatedTarget) && linkAt(event.relatedTarget) !== shown) {
          unwant();
        }
      });
      document.body.appendChild(card);
      typeset(card);
      window.NimbookPreview.place(card, link, byKeyboard);
      shown = link;
    }
    function hide() {
      clearTimeout(hiding);
      if (card !== null) {
        card.parentNode.removeChild(card);
        card = null;
      }
      shown = null;
    }
    function focusVisible(element) {
      try {
        return element.matches(":focus-visible");
      } catch (e) {
        return false; // a browser that cannot tell: previews for the pointer only
      }
    }
    // A mouse resting on a link; not one that the page scrolled under a resting mouse while the keyboard's link, which
    // has focus, wants its preview.
    main.addEventListener("pointerover", function (event) {
      var link = linkAt(event.target);
      var keyboards = byKeyboard && wanted !== null && document.activeElement === wanted;
      if (link !== null && event.pointerType === "mouse" && !keyboards) {
        want(link, 300, false);
      }
    });
    main.addEventListener("pointerout", function (event) {
      var link = linkAt(event.target);
      if (link !== null && link === wanted && event.pointerType === "mouse" && linkAt(event.relatedTarget) !== link
          && !(card !== null && card.contains(event.relatedTarget))) {
        unwant();
      }
    });
    // A touch screen has no pointer to rest on a link: a tap shows the preview (as PreTeXt's knowls open), and a second
    // tap on the link, or on the preview's title, follows it.
    var touched = false;
    main.addEventListener("pointerdown", function (event) {
      touched = event.pointerType === "touch" || event.pointerType === "pen";
      if (touched && !previewsOff) {
        load();
      }
    });
    main.addEventListener("click", function (event) {
      var link = linkAt(event.target);
      if (link === null || !touched || event.detail === 0 || previewsOff || link === shown || event.ctrlKey
          || event.metaKey || event.shiftKey || previews === null || previews[target(link)] === undefined) {
        return; // followed: not a tap (Enter gives a click too), nothing to show, or the previews not loaded yet
      }
      event.preventDefault();
      tapped = link;
      want(link, 0, false);
    });
    // The keyboard: a link reached with Tab (not one clicked, which is followed anyway).
    main.addEventListener("focusin", function (event) {
      var link = linkAt(event.target);
      if (link !== null && focusVisible(link)) {
        want(link, 0, true);
      }
    });
    main.addEventListener("focusout", function (event) {
      // (A tapped link keeps its preview while the reader taps in it: focus leaving goes with the keyboard's only.)
      if (byKeyboard && linkAt(event.target) === wanted) {
        clearTimeout(showing);
        wanted = null;
        hide();
      }
    });
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && card !== null) {
        wanted = null;
        hide();
      }
    });
    // A click anywhere but on the preview's text (which a reader may select) ends it; not the tap that asked for it.
    document.addEventListener("click", function (event) {
      if (event.defaultPrevented && tapped !== null && linkAt(event.target) === tapped) {
        return;
      }
      if (card === null || !card.contains(event.target) || event.target.closest("a")) {
        wanted = null;
        hide();
      }
    });
    // A window made narrower or wider moves the text under the preview.
    onWidthChange(hide);
    // So does the text above it growing or shrinking (formulas typeset, blocks laid out as they come near): the
    // preview follows its link.
    if (window.ResizeObserver) {
      new ResizeObserver(function () {
        if (card !== null && shown !== null) {
          window.NimbookPreview.place(card, shown, byKeyboard);
        }
      }).observe(main);
    }
  }
