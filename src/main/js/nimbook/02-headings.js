  // Each heading of the text links to itself: a section's address to copy or share, as mdBook and Jupyter Book give
  // one. Its text is the link (a numbered block's title is one already), with a mark shown when the pointer is on it or
  // it has focus: a mark of its own inside the heading would be read as part of the heading's name ("Rules Link to
  // this section"). A heading that holds a link already (a reference, a footnote) gets the mark alone, after it.
  function linkHeadings(root) {
    var headings = root ? within(root, "h2[id], h3[id], h4[id]") : document.querySelectorAll("main h2[id], main h3[id],"
      + " main h4[id]");
    for (var i = 0; i < headings.length; i++) {
      var heading = headings[i];
      var link = document.createElement("a");
      link.className = "heading-link";
      link.href = "#" + heading.id;
      if (heading.querySelector("a")) {
        link.className = "heading-link mark-only";
        link.setAttribute("aria-label", "Link to this section");
      } else {
        while (heading.firstChild) {
          link.appendChild(heading.firstChild);
        }
      }
      heading.appendChild(link);
    }
  }
