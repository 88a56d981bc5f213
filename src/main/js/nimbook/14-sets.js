  // The exercise set this reader works on: ?set=42 in the address, or the number typed in at the foot of a page, kept
  // so that every page deals it (assets/widgets/check.js deals the generated exercises). None: the book's own.
  var SET = "nimbook.set:" + (bookTitle ? bookTitle.textContent : "");
  var SET_NUMBER = /^[0-9]{1,15}$/;
  var addressed = /[?&]set=([0-9]{1,15})(?:&|$)/.exec(window.location.search);
  if (addressed) {
    store(SET, addressed[1]);
  }
  window.nimbookSet = addressed ? addressed[1] : SET_NUMBER.test(stored(SET) || "") ? stored(SET) : null;
  // The set named at the foot of the page; on paper, at the foot of every page, with the book and its edition.
  function setUpSet() {
    var named = document.querySelector(".site-footer .exercise-set");
    if (!named) {
      return;
    }
    var built = named.getAttribute("data-set");
    var set = window.nimbookSet || (built !== "0" ? built : null);
    if (window.nimbookSet) {
      named.textContent = " \u00b7 exercise set " + window.nimbookSet;
    }
    var foot = (bookTitle ? bookTitle.textContent : "") + " \u00b7 " + (document.body.hasAttribute("data-student-edition")
      ? "student edition" : "instructor\u2019s edition") + (set ? " \u00b7 exercise set " + set : "");
    var style = document.createElement("style");
    style.className = "print-foot";
    style.textContent = "@media print { @page { @bottom-left { content: \"" + foot.replace(/[\\"]/g, "\\$&")
      .replace(/\n/g, " ") + "\"; font: 9pt system-ui, sans-serif; } } }";
    document.head.appendChild(style);
  }
  // The setting that chooses the set: a number, or nothing for the book's own. The page is loaded again with the set in
  // its address, so that every exercise is dealt anew.
  function setChooser() {
    var form = document.createElement("form");
    form.className = "setting set-form";
    var label = document.createElement("label");
    var field = document.createElement("input");
    field.type = "text";
    field.name = "set";
    field.inputMode = "numeric";
    field.size = 8;
    field.autocomplete = "off";
    field.value = window.nimbookSet || "";
    // Enter deals it (a form's one field submits it): no button, so that Close stays the dialog's first.
    label.appendChild(document.createTextNode("Exercise set: type its number and press Enter (empty for the book\u2019s own) "));
    label.appendChild(field);
    var said = document.createElement("span");
    said.className = "set-status";
    said.setAttribute("role", "status");
    form.appendChild(label);
    form.appendChild(document.createTextNode(" "));
    form.appendChild(said);
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var value = field.value.trim();
      if (value !== "" && !SET_NUMBER.test(value)) {
        said.textContent = "A set is a whole number, like 42.";
        field.setAttribute("aria-invalid", "true");
        return;
      }
      store(SET, value || null);
      var search = window.location.search.replace(/^\?/, "").split("&").filter(function (part) {
        return part !== "" && !/^set=/.test(part);
      });
      if (value) {
        search.push("set=" + value);
      }
      window.location.href = window.location.href.replace(/[?#].*$/, "") + (search.length > 0 ? "?" + search.join("&")
        : "") + window.location.hash;
    });
    return form;
  }
