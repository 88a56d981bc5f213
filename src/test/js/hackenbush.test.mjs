// The page's Hackenbush pictures (templates/assets/widgets/hackenbush.js) against the page's solver: a board draws the
// picture the solver lays out (nimbook.solver.Picture), edge i is the edge the solver's move i cuts, and the edges a cut
// drops are those the solver's result no longer holds.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import vm from "node:vm";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const solver = require("../../../target/classes/nimbook/templates/assets/solver.js").nimbookPage();

// Just enough of a document for draw: elements that keep their attributes and children.
const document = {
  createElementNS: (namespace, name) => ({ name, attributes: {}, children: [],
    setAttribute(key, value) { this.attributes[key] = value; }, appendChild(child) { this.children.push(child); } }),
};
const window = { nimbookWidgets: {} };
vm.runInThisContext("(function (window, document) {" + fs.readFileSync(new URL(
  "../../../templates/assets/widgets/hackenbush.js", import.meta.url), "utf8") + "\n})")(window, document);
const pictures = window.nimbookWidgets.hackenbush;

const POSITIONS = ["hackenbush 0-1-2,1-3 0-1-2-0,2-3", "hackenbush 0-1,star3@1,1-5-6-1,0-0,0-1",
  "hackenbush 0-1-2-3,2-4,0-5-6-0 stalk3 cycle4"];

test("each move of a picture cuts the edge of the same place, and drops the edges the solver's result lacks", () => {
  for (const position of POSITIONS) {
    const analysis = JSON.parse(solver.nimbookOptions(position));
    assert.equal(analysis.ok, true, position);
    for (const component of analysis.components) {
      const edges = component.picture.edges;
      assert.equal(edges.length, component.moves.length, component.text);
      component.moves.forEach((move, i) => {
        assert.equal(move.falls[0], String(i), component.text + " cut " + edges[i].name);
        const left = JSON.parse(solver.nimbookPicture("hackenbush " + move.to));
        assert.equal(left.ok, true, move.to);
        assert.equal(left.edges.length, edges.length - move.falls.length, component.text + " → " + move.to);
        // The edges left are those not dropped, in order: the cut keeps the nodes' numbers.
        const kept = edges.filter((edge, e) => !move.falls.includes(String(e))).map((edge) => edge.name);
        assert.deepEqual(left.edges.map((edge) => edge.name), kept, component.text + " → " + move.to);
      });
    }
  }
});

test("a picture is drawn as the solver lays it out: the ground, one group per edge by its place, the nodes", () => {
  const picture = JSON.parse(solver.nimbookPicture("hackenbush 0-1-2,1-1 cycle3"));
  const svg = pictures.draw(picture);
  assert.equal(svg.attributes.viewBox, "0 0 " + picture.width + " " + picture.height);
  assert.equal(svg.attributes["aria-label"], picture.label);
  assert.equal(svg.children[0].attributes.y1, String(picture.floor));
  const groups = svg.children.filter((child) => child.name === "g");
  assert.deepEqual(groups.map((group) => group.attributes["data-edge"]), ["0", "1", "2", "0", "1", "2"]);
  assert.deepEqual(groups.map((group) => group.children[1].attributes.d), picture.edges.map((edge) => edge.path));
  assert.equal(svg.children.filter((child) => child.name === "circle").length, picture.nodes.length);
});

test("only Hackenbush positions are drawn", () => {
  assert.equal(JSON.parse(solver.nimbookPicture("nim 3 4")).error, "\"nim 3 4\" is not a Green Hackenbush position: only"
    + " pictures are drawn, like hackenbush 0-1,1-2,1-3");
});
