// Green Hackenbush pictures in the page, drawn from the numbers the page's solver lays out (nimbook.solver.Picture,
// the same the book's pictures are drawn from at build time): the ground's line, each edge's path, the nodes. Each edge
// is a group with data-edge set to its place in its picture, which is the place of its cut among the moves.
(function () {
  "use strict";
  var nb = window.nimbookWidgets;
  var SVG = "http://www.w3.org/2000/svg";

  function element(name, attributes) {
    var node = document.createElementNS(SVG, name);
    Object.keys(attributes).forEach(function (key) {
      node.setAttribute(key, String(attributes[key]));
    });
    return node;
  }

  // The SVG of a picture as the solver answers it: {width, height, floor, label, edges: [{index, name, path}], nodes}.
  function draw(picture) {
    var svg = element("svg", { "class": "hackenbush", width: picture.width, height: picture.height,
      viewBox: "0 0 " + picture.width + " " + picture.height, role: "img", "aria-label": picture.label });
    svg.appendChild(element("line", { "class": "ground", x1: 0, y1: picture.floor, x2: picture.width,
      y2: picture.floor }));
    picture.edges.forEach(function (edge) {
      var group = element("g", { "class": "edge", "data-edge": edge.index });
      group.appendChild(element("path", { "class": "hit", d: edge.path }));
      group.appendChild(element("path", { "class": "stroke", d: edge.path }));
      svg.appendChild(group);
    });
    picture.nodes.forEach(function (node) {
      svg.appendChild(element("circle", { "class": "node", cx: node.x, cy: node.y, r: 3.5 }));
    });
    return svg;
  }

  // Wires a board's picture: a click on an edge, while ready() says it is the reader's turn, makes the edges its cut
  // drops fall (the solver's move says which), then calls cut(move); a cut's button, while focused or pointed at, marks
  // its edge.
  function wire(field, component, ready, cut) {
    var groups = field.querySelectorAll("[data-edge]");
    var buttons = field.querySelectorAll("button[data-action=move]");
    Array.prototype.forEach.call(groups, function (group, index) {
      var move = component.moves[index];
      group.addEventListener("click", function () {
        if (!ready() || !move) {
          return;
        }
        move.falls.forEach(function (edge) {
          groups[Number(edge)].classList.add("falling");
        });
        cut(move);
      });
      var button = buttons[index];
      if (button) {
        ["focus", "mouseenter"].forEach(function (type) {
          button.addEventListener(type, function () { group.classList.add("aimed"); });
        });
        ["blur", "mouseleave"].forEach(function (type) {
          button.addEventListener(type, function () { group.classList.remove("aimed"); });
        });
      }
    });
  }

  nb.hackenbush = { draw: draw, wire: wire };
})();
