// Renders every formula with KaTeX. Math reaches the page as \( … \) or \[ … \] inside span.math, so the
// text reads sensibly even before (or without) this script.
(function () {
  "use strict";
