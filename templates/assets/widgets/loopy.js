// Play tokens on graphs with cycles against the perfect player: each graph is drawn (its vertices on a circle, the
// token's vertex marked), a move is a button per arc from a token's vertex, and the computer answers. From a won
// position it wins; from a draw it keeps the token on drawn vertices, and the board says that the game is drawn.
(function () {
  "use strict";
  var nb = window.nimbookWidgets;
  var SVG = "http://www.w3.org/2000/svg";
  var WORDS = { P: "lost for the player to move", N: "won for the player to move",
    D: "a draw: neither player can force a win" };

  function svg(tag, attributes) {
    var node = document.createElementNS(SVG, tag);
    Object.keys(attributes).forEach(function (key) {
      node.setAttribute(key, attributes[key]);
    });
    return node;
  }

  // One graph: vertices on a circle, an arrow per arc (shortened so that its head shows), the token's vertex filled.
  function drawing(graph, index) {
    var n = graph.followers.length;
    var size = 220;
    var radius = n === 1 ? 0 : 80;
    var at = function (v) {
      var angle = 2 * Math.PI * v / n - Math.PI / 2;
      return [size / 2 + radius * Math.cos(angle), size / 2 + radius * Math.sin(angle)];
    };
    var picture = svg("svg", { viewBox: "0 0 " + size + " " + size, width: size, height: size, role: "img",
      "aria-label": "Graph " + (index + 1) + ", token on vertex " + graph.vertex, "class": "loopy-graph" });
    var marker = svg("marker", { id: nb.id("arrow"), viewBox: "0 0 10 10", refX: "10", refY: "5", markerWidth: "7",
      markerHeight: "7", orient: "auto" });
    marker.appendChild(svg("path", { d: "M0,0 L10,5 L0,10 z" }));
    picture.appendChild(marker);
    graph.followers.forEach(function (list, u) {
      (list ? list.split(",") : []).forEach(function (w) {
        var from = at(u);
        var to = at(+w);
        var dx = to[0] - from[0];
        var dy = to[1] - from[1];
        var length = Math.sqrt(dx * dx + dy * dy) || 1;
        var cut = 16 / length;
        // Two arcs between the same vertices, one each way, bend apart.
        var bend = "Q" + ((from[0] + to[0]) / 2 - dy * 0.15) + "," + ((from[1] + to[1]) / 2 + dx * 0.15) + " ";
        picture.appendChild(svg("path", { d: "M" + (from[0] + dx * cut) + "," + (from[1] + dy * cut) + " " + bend
          + (to[0] - dx * cut) + "," + (to[1] - dy * cut), fill: "none", stroke: "currentColor",
        "marker-end": "url(#" + marker.id + ")" }));
      });
    });
    graph.values.forEach(function (value, v) {
      var point = at(v);
      picture.appendChild(svg("circle", { cx: point[0], cy: point[1], r: 13, "class": v === graph.vertex ? "token"
        : "vertex" }));
      var label = svg("text", { x: point[0], y: point[1] + 4, "text-anchor": "middle" });
      label.textContent = v;
      picture.appendChild(label);
    });
    return picture;
  }

  nb.each("loopy", function (root) {
    var start = root.getAttribute("data-start");
    var status = nb.element("p", { "class": "status", "aria-live": "polite" });
    var board = nb.element("div", { "class": "board" });
    var log = nb.element("ol", { "class": "game-log", "aria-label": "Moves so far" });
    var again = nb.element("button", { type: "button", "data-action": "again", text: "New game" });
    var seen = {};
    var game = 0;
    nb.clear(root);
    root.appendChild(nb.element("p", { "class": "widget-title" }, ["Play against the perfect player: ",
      nb.code(start)]));
    root.appendChild(status);
    root.appendChild(board);
    root.appendChild(nb.element("div", { "class": "tools" }, [again]));
    root.appendChild(log);

    // Draws a position; mine: whether the reader is to move. A position seen before with the same player to move
    // has come round again.
    function show(analysis, mine, current) {
      board.textContent = "";
      var key = (mine ? "you " : "computer ") + analysis.position;
      var repeated = seen[key];
      seen[key] = true;
      analysis.graphs.forEach(function (graph, i) {
        var moves = analysis.moves.filter(function (move) { return move.token === i; });
        var buttons = moves.map(function (move) {
          var button = nb.element("button", { type: "button", "data-result": move.result,
            text: graph.vertex + " \u2192 " + move.to });
          button.disabled = !mine;
          button.addEventListener("click", function () {
            play(move.result, "You: graph " + (i + 1) + ", " + graph.vertex + " \u2192 " + move.to, current);
          });
          return button;
        });
        board.appendChild(nb.element("fieldset", {}, [nb.element("legend", { text: "Graph " + (i + 1) })]
          .concat([drawing(graph, i)], buttons)));
      });
      var who = mine ? "Your move" : "The computer's move";
      var text = analysis.moves.length === 0 ? (mine ? "You cannot move: the computer wins."
        : "The computer cannot move: you win.")
        : who + ". The position is " + WORDS[analysis.outcome] + (analysis.outcome === "D"
          ? "; the perfect player keeps it so, and the game goes on for ever" : "") + "."
          + (repeated ? " This position has come round again." : "");
      status.setAttribute("data-outcome", analysis.outcome);
      nb.announce(status, text);
    }

    function play(position, line, current) {
      if (current !== game) {
        return;
      }
      log.appendChild(nb.element("li", { text: line }));
      nb.ask(root, "nimbookLoopyReply", position).then(function (reply) {
        if (current !== game || !reply.ok) {
          return;
        }
        if (reply.over) {
          return nb.ask(root, "nimbookLoopy", position).then(function (analysis) { show(analysis, false, current); });
        }
        var before = null;
        return nb.ask(root, "nimbookLoopy", position).then(function (analysis) {
          before = analysis;
          show(analysis, false, current);
          return nb.ask(root, "nimbookLoopy", reply.result);
        }).then(function (analysis) {
          if (current !== game) {
            return;
          }
          // The computer's move told as the reader's are: the graph whose token moved, from where to where.
          analysis.graphs.forEach(function (graph, i) {
            var from = before.graphs[i].vertex;
            if (graph.vertex !== from) {
              log.appendChild(nb.element("li", { text: "Computer: graph " + (i + 1) + ", " + from + " \u2192 "
                + graph.vertex }));
            }
          });
          show(analysis, true, current);
        });
      });
    }

    function reset() {
      game++;
      seen = {};
      log.textContent = "";
      var current = game;
      return nb.ask(root, "nimbookLoopy", start).then(function (analysis) {
        if (!analysis.ok) {
          status.textContent = analysis.error;
          return;
        }
        show(analysis, true, current);
      });
    }
    again.addEventListener("click", reset);
    return reset();
  });
})();
