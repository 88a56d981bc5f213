  // Pointing at a link to a numbered block (a theorem, a definition, an exercise), or reaching it with the keyboard,
  // shows the block beside the link, as PreTeXt's knowls do: what "by Theorem 2.9" says, without leaving the page. The
  // previews (previews.js) load the first time they are wanted. A preview stays while the pointer is on the link or
  // on it (so that it can be read and scrolled), and goes with Escape, a click, or when the pointer or focus leaves.
  // Previews are on unless the reader turned them off (in the settings, with the shortcuts), remembered by the browser.
  var PREVIEWS_OFF = "nimbook.previews-off";
  var previewsOff = stored(PREVIEWS_OFF) !== null;
  function turnPreviews(on) {
    store(PREVIEWS_OFF, on ? null : "true");
    previewsOff = !on;
  }
  // The keys that act alone (/, ?, the arrows) can be turned off in the settings too: a reader who speaks to the
  // computer, or hits keys by mistake, would otherwise be sent elsewhere without meaning to (WCAG 2.1.4).
  var KEYS_OFF = "nimbook.keys-off";
  var keysOff = stored(KEYS_OFF) !== null;
  function turnKeys(on) {
    store(KEYS_OFF, on ? null : "true");
    keysOff = !on;
  }
  // The colours: as the device is set, or the reader's choice, "light" or "dark" (the page's head applies it before the
  // page is drawn).
  var THEME = "nimbook.theme";
  function applyTheme(theme) {
    if (theme === "light" || theme === "dark") {
      document.documentElement.setAttribute("data-theme", theme);
    } else {
      document.documentElement.removeAttribute("data-theme");
    }
  }
  function setTheme(theme) {
    store(THEME, theme || null);
    applyTheme(theme);
  }
