  // What the build writes beside this script for a page to load when first needed: the search index, the previews.
  var here = document.currentScript ? document.currentScript.src.replace(/nimbook\.js(\?.*)?$/, "") : "assets/";
  // Loads a script beside this one, once; then calls loaded(true), or loaded(false) if it cannot be read.
  function loadScript(name, loaded) {
    var script = document.createElement("script");
    script.src = here + name;
    script.onload = function () {
      loaded(true);
    };
    script.onerror = function () {
      loaded(false);
    };
    document.head.appendChild(script);
  }
  // Whether the reader is typing where a key is text, not a command.
  function typing(target) {
    return /^(input|textarea|select)$/i.test(target.tagName) || target.isContentEditable;
  }
