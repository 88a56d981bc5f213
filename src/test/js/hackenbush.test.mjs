// The page's reading of a Hackenbush picture (templates/assets/widgets/hackenbush.js) against the page's solver: the
// board's edge i must be the edge that the solver's move i cuts, and the edges a cut leaves standing must be those the
// solver's result holds.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import vm from "node:vm";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const solver = require("../../../target/classes/nimbook/templates/assets/solver.js").nimbookPage();
const window = { nimbookWidgets: {} };
vm.runInThisContext("(function (window) {" + fs.readFileSync(new URL("../../../templates/assets/widgets/hackenbush.js",
  import.meta.url), "utf8") + "\n})")(window);
const pictures = window.nimbookWidgets.hackenbush;

test("each move of a picture cuts the edge of the same place, and leaves the edges the solver keeps", () => {
  for (const position of ["hackenbush 0-1-2,1-3 0-1-2-0,2-3", "hackenbush 0-1,star3@1,1-5-6-1,0-0,0-1",
    "hackenbush 0-1-2-3,2-4,0-5-6-0 stalk3 cycle4"]) {
    const analysis = JSON.parse(solver.nimbookOptions(position));
    assert.equal(analysis.ok, true, position);
    for (const component of analysis.components) {
      const edges = pictures.edges(component.text);
      assert.equal(edges.length, component.moves.length, component.text);
      component.moves.forEach((move, i) => {
        const kept = pictures.standing(component.text, move.to, i);
        assert.equal(kept[i], undefined, component.text + " cut " + edges[i].join("-"));
        const after = pictures.edges(move.to);
        assert.equal(Object.keys(kept).length, after.length, component.text + " → " + move.to);
      });
    }
  }
});

test("a picture's text reads as its edges, a chain as one edge after another", () => {
  assert.deepEqual(pictures.edges("0-1-2,1-3,3-3"), [[0, 1], [1, 2], [1, 3], [3, 3]]);
  assert.deepEqual(pictures.edges("0"), []);
});
