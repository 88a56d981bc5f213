// Green Hackenbush pictures drawn as SVG from the notation ("0-1-2,1-3"), in the page as the boards draw their other
// pieces: the ground is a line at the bottom and trees grow up from it, level by level from the ground; an edge that
// closes a cycle is a straight line or, beside another edge between the same nodes, a curve; a loop is a small oval.
// Each edge is a group with data-edge set to its place in the text, which is the place of its cut among the moves.
(function () {
  "use strict";
  var nb = window.nimbookWidgets;
  var SVG = "http://www.w3.org/2000/svg";
  var UNIT = 34; // between neighbouring nodes, across and up
  var MARGIN = 16;

  // The edges as [from, to] pairs in the order written: "0-1-2,1-3" is 0-1, 1-2, 1-3; "0" is the bare ground.
  function edges(text) {
    var list = [];
    if (text === "0") {
      return list;
    }
    text.split(",").forEach(function (chain) {
      var nodes = chain.split("-").map(Number);
      for (var i = 1; i < nodes.length; i++) {
        list.push([nodes[i - 1], nodes[i]]);
      }
    });
    return list;
  }

  // Where each node stands, in units: its level is its distance from the ground, found breadth first; across, the
  // leaves of the tree that search finds stand one unit apart and a node stands over the middle of its children. A
  // loop on the ground gets a place of its own. Returns {x, y, width, height, ground} (ground: loops' places).
  function layout(list) {
    var level = { 0: 0 };
    var children = { 0: [] };
    var queue = [0];
    while (queue.length > 0) {
      var at = queue.shift();
      list.forEach(function (edge) {
        var other = edge[0] === at ? edge[1] : edge[1] === at ? edge[0] : null;
        if (other !== null && !(other in level)) {
          level[other] = level[at] + 1;
          children[other] = [];
          children[at].push(other);
          queue.push(other);
        }
      });
    }
    var x = {};
    var next = 0;
    var place = function (node) {
      var below = children[node];
      if (below.length === 0) {
        x[node] = next++;
        return;
      }
      below.forEach(place);
      x[node] = (x[below[0]] + x[below[below.length - 1]]) / 2;
    };
    children[0].forEach(place);
    var ground = [];
    list.forEach(function (edge) {
      if (edge[0] === 0 && edge[1] === 0) {
        ground.push(next++);
      }
    });
    var top = Object.keys(level).reduce(function (most, node) { return Math.max(most, level[node]); }, 0);
    return { x: x, y: level, ground: ground, width: Math.max(1, next), height: top + (ground.length > 0 ? 1 : 0) };
  }

  function element(name, attributes) {
    var node = document.createElementNS(SVG, name);
    Object.keys(attributes).forEach(function (key) {
      node.setAttribute(key, attributes[key]);
    });
    return node;
  }

  // The SVG of a picture. Edges to the ground start on the ground line under their upper end.
  function draw(text) {
    var list = edges(text);
    var spot = layout(list);
    var width = 2 * MARGIN + (spot.width - 1) * UNIT;
    var height = 2 * MARGIN + Math.max(spot.height, 1) * UNIT + 10;
    var floor = height - MARGIN;
    var px = function (node) { return MARGIN + spot.x[node] * UNIT; };
    var py = function (node) { return floor - spot.y[node] * UNIT; };
    var svg = element("svg", { "class": "hackenbush", width: String(width), height: String(height),
      viewBox: "0 0 " + width + " " + height, "aria-hidden": "true", focusable: "false" });
    svg.appendChild(element("line", { "class": "ground", x1: "0", y1: String(floor), x2: String(width),
      y2: String(floor) }));
    var seen = {};
    var groundLoops = 0;
    list.forEach(function (edge, index) {
      var a = edge[0];
      var b = edge[1];
      var key = Math.min(a, b) + "-" + Math.max(a, b);
      var k = seen[key] = (seen[key] || 0) + 1;
      var d;
      if (a === b) {
        var lx = a === 0 ? MARGIN + spot.ground[groundLoops++] * UNIT : px(a);
        var ly = a === 0 ? floor : py(a);
        var r = 11 + 5 * (k - 1);
        d = "M" + lx + " " + ly + " C" + (lx - r) + " " + (ly - 2.6 * r) + " " + (lx + r) + " " + (ly - 2.6 * r) + " "
          + lx + " " + ly;
      } else {
        var low = a === 0 ? b : b === 0 ? a : null;
        var x1 = low !== null ? px(low) : px(a);
        var y1 = low !== null ? floor : py(a);
        var x2 = low !== null ? px(low) : px(b);
        var y2 = low !== null ? py(low) : py(b);
        // The k-th edge between the same two nodes bows out, to alternate sides, further each time.
        var bow = k === 1 ? 0 : (k % 2 === 0 ? 1 : -1) * Math.ceil((k - 1) / 2) * 14;
        var length = Math.max(1, Math.sqrt((x2 - x1) * (x2 - x1) + (y2 - y1) * (y2 - y1)));
        var cx = (x1 + x2) / 2 - bow * (y2 - y1) / length;
        var cy = (y1 + y2) / 2 + bow * (x2 - x1) / length;
        d = "M" + x1 + " " + y1 + " Q" + cx + " " + cy + " " + x2 + " " + y2;
      }
      var group = element("g", { "class": "edge", "data-edge": String(index) });
      group.appendChild(element("path", { "class": "hit", d: d }));
      group.appendChild(element("path", { "class": "stroke", d: d }));
      svg.appendChild(group);
    });
    Object.keys(spot.x).forEach(function (node) {
      svg.appendChild(element("circle", { "class": "node", cx: String(px(node)), cy: String(py(node)), r: "3.5" }));
    });
    return svg;
  }

  // The edges that cutting edge number cut leaves standing, as a set of places in the picture's list: those the result
  // still holds (a cut keeps the nodes' numbers, so the result's edges are among the picture's), the cut one aside.
  function standing(text, result, cut) {
    var left = {};
    edges(result).forEach(function (edge) {
      var key = edge[0] + "-" + edge[1];
      left[key] = (left[key] || 0) + 1;
    });
    var kept = {};
    edges(text).forEach(function (edge, index) {
      var key = edge[0] + "-" + edge[1];
      if (index !== cut && left[key] > 0) {
        left[key]--;
        kept[index] = true;
      }
    });
    return kept;
  }

  // Wires a board's picture: a click on an edge, while ready() says it is the reader's turn, makes the edges that no
  // longer hang from the ground fall, then calls cut(move); a cut's button, while focused or pointed at, marks its edge.
  function wire(field, component, ready, cut) {
    var groups = field.querySelectorAll("[data-edge]");
    var buttons = field.querySelectorAll("button[data-action=move]");
    Array.prototype.forEach.call(groups, function (group, index) {
      var move = component.moves[index];
      group.addEventListener("click", function () {
        if (!ready() || !move) {
          return;
        }
        var kept = standing(component.text, move.to, index);
        Array.prototype.forEach.call(groups, function (other, i) {
          other.classList.toggle("falling", !kept[i]);
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

  nb.hackenbush = { edges: edges, draw: draw, standing: standing, wire: wire };
})();
