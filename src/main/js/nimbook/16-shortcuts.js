  // "?" lists the keys the book answers to, as many online books and sites do.
  var SHORTCUTS = [["/", "Search the book"],
    ["\u2190 \u2192", "Previous and next lesson, while no link, button or field has focus"],
    ["Tab", "Reach a link to a theorem, an exercise or an equation: it is shown beside the link, unless turned off below"],
    ["Esc", "Close the search results, a preview, or this dialog"],
    ["Ctrl + Enter", "Check the answer in an answer box"], ["?", "These shortcuts and the settings"]];
  // A setting that is on or off: a labelled checkbox.
  function checkbox(checked, text, turn) {
    var setting = document.createElement("label");
    setting.className = "setting";
    var box = document.createElement("input");
    box.type = "checkbox";
    box.checked = checked;
    box.addEventListener("change", function () {
      turn(box.checked);
    });
    setting.appendChild(box);
    setting.appendChild(document.createTextNode(" " + text));
    return setting;
  }
  function setUpShortcuts() {
    var dialog = null;
    function open() {
      if (dialog === null) {
        dialog = document.createElement("dialog");
        dialog.className = "shortcuts";
        dialog.setAttribute("aria-labelledby", "shortcuts-title");
        var title = document.createElement("h2");
        title.id = "shortcuts-title";
        title.textContent = "Shortcuts and settings";
        // Focus starts on the title, not on the first setting: a screen reader reads on from the top, the list of keys.
        title.tabIndex = -1;
        var keys = document.createElement("h3");
        keys.textContent = "Keyboard";
        var list = document.createElement("dl");
        SHORTCUTS.forEach(function (shortcut) {
          var key = document.createElement("dt");
          shortcut[0].split(" ").forEach(function (name, i) {
            if (name === "+") {
              key.appendChild(document.createTextNode(" + "));
            } else {
              if (i > 0 && key.lastChild.nodeName === "KBD") {
                key.appendChild(document.createTextNode(" "));
              }
              var kbd = document.createElement("kbd");
              kbd.textContent = name;
              key.appendChild(kbd);
            }
          });
          var what = document.createElement("dd");
          what.textContent = shortcut[1];
          list.appendChild(key);
          list.appendChild(what);
        });
        // The settings: previews, which some readers find in the way, the keys that act alone, and the colours.
        var settings = document.createElement("h3");
        settings.textContent = "Settings";
        var previewSetting = checkbox(!previewsOff, "Show a theorem, exercise or equation beside a link to it",
          turnPreviews);
        var keySetting = checkbox(!keysOff, "Single-key shortcuts: / ? \u2190 \u2192 (the button at the foot of the page"
          + " opens this list either way)", turnKeys);
        var colours = document.createElement("fieldset");
        colours.className = "setting";
        var legend = document.createElement("legend");
        legend.textContent = "Colours";
        colours.appendChild(legend);
        var chosen = document.documentElement.getAttribute("data-theme") || "";
        [["", "As the device is set"], ["light", "Light"], ["dark", "Dark"]].forEach(function (theme) {
          var choice = document.createElement("label");
          var radio = document.createElement("input");
          radio.type = "radio";
          radio.name = "theme";
          radio.value = theme[0];
          radio.checked = theme[0] === chosen;
          radio.addEventListener("change", function () {
            setTheme(theme[0]);
          });
          choice.appendChild(radio);
          choice.appendChild(document.createTextNode(" " + theme[1]));
          colours.appendChild(choice);
        });
        var close = document.createElement("button");
        close.type = "button";
        close.textContent = "Close";
        close.addEventListener("click", function () {
          if (dialog.close) {
            dialog.close();
          } else {
            dialog.removeAttribute("open");
          }
        });
        // On a touch screen the settings come first: the keys are for a keyboard.
        var parts = [[keys, list], [settings, previewSetting, keySetting, colours, setChooser()]];
        if (window.matchMedia && window.matchMedia("(pointer: coarse)").matches) {
          parts.reverse();
        }
        [[title]].concat(parts, [[close]]).forEach(function (part) {
          part.forEach(function (element) {
            dialog.appendChild(element);
          });
        });
        // A click on the backdrop (outside the dialog's box) closes it too.
        dialog.addEventListener("click", function (event) {
          var box = dialog.getBoundingClientRect();
          if (event.target === dialog && (event.clientX < box.left || event.clientX > box.right || event.clientY < box.top
              || event.clientY > box.bottom)) {
            close.click();
          }
        });
        document.body.appendChild(dialog);
      }
      if (!dialog.open && dialog.showModal) {
        dialog.showModal();
      } else if (!dialog.open) {
        dialog.setAttribute("open", ""); // a browser without modal dialogs: shown in place, Close still closes it
      }
      dialog.querySelector("#shortcuts-title").focus();
    }
    // Said where a reader may look for it: at the foot of the page.
    var footer = document.querySelector(".site-footer p");
    if (footer) {
      var button = document.createElement("button");
      button.type = "button";
      button.className = "shortcuts-button";
      button.textContent = "Shortcuts and settings (?)";
      button.addEventListener("click", open);
      footer.appendChild(button);
    }
    document.addEventListener("keydown", function (event) {
      if (event.key === "?" && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(event.target) && !keysOff) {
        event.preventDefault();
        open();
      }
    });
  }
