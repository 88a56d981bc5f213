  if (typeof module === "object" && module.exports) {
    module.exports = Search;
  } else {
    root.NimbookSearch = Search;
  }
})(this);
