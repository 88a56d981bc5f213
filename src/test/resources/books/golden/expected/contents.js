// The book's lessons, for every page's sidebar: written by nimbook build.
document.currentScript.insertAdjacentHTML("beforebegin", ["<ol class=\"lesson-list\">\n<li><a href=\"01-heaps.html\"><span class=\"number\">1</span> Heaps</a></li>\n<li><a href=\"02-values.html\"><span class=\"number\">2</span> Values</a></li>\n</ol>\n"].join(""));
