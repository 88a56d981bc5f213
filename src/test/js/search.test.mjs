// The book's search (src/main/js/search's modules, as mvn joins them into target/classes, read by Node): its ranking, on
// a small book of its own.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const Search = require("../../../target/classes/nimbook/templates/assets/search.js");

function page(href, title, sections) {
  return { href: href, title: title, sections: sections.map(([anchor, heading, text]) => ({ anchor, heading, text })) };
}

const book = new Search([
  page("01-nim.html", "Nim", [
    ["", "Nim", "Two players take counters from heaps. The nim-sum of the heaps decides who wins."],
    ["bouton", "Bouton's theorem", "A position is lost for the player to move exactly when its nim-sum is 0."],
  ]),
  page("02-values.html", "Values", [
    ["mex", "The minimum excluded value", "The mex of a set of numbers is the least number not in it."],
    ["strategy", "A winning strategy", "Move to a position of value 0; strategies of this kind win every game."],
  ]),
]);

// The sections found for what a reader types, best first.
function found(typed) {
  return book.search(Search.words(typed)).results.map((section) => section.href);
}

test("a word in a heading ranks above the same word in the text, whatever their order in the book", () => {
  const kayles = new Search([page("k.html", "Kayles", [
    ["rules", "The rules", "Kayles is played with a row of pins."],
    ["kayles", "Kayles and its values", "The values repeat."],
  ])]);
  assert.deepEqual(kayles.search(["kayles"]).results.map((section) => section.href), ["k.html#kayles", "k.html#rules"]);
  assert.deepEqual(found("nim"), ["01-nim.html", "01-nim.html#bouton"]);
});

test("words run together or apart find each other", () => {
  assert.deepEqual(found("nimsum"), found("nim sum"));
  assert.deepEqual(found("nimsum"), ["01-nim.html", "01-nim.html#bouton"]);
});

test("a plural finds its singular, and a section must hold every word", () => {
  assert.deepEqual(found("strategies"), ["02-values.html#strategy"]);
  assert.deepEqual(found("mex strategy"), []);
});

test("a query that nothing holds is corrected to the book's nearest words", () => {
  const answer = book.search(Search.words("boutn"));
  assert.equal(answer.corrected, true);
  assert.deepEqual(answer.query, ["bouton"]);
  assert.deepEqual(answer.results.map((section) => section.href), ["01-nim.html#bouton"]);
});

test("the words of a query: folded, unquoted, each once; the search reads the first MOST_WORDS", () => {
  assert.deepEqual(Search.words("“Nim”  NIM théorème"), ["nim", "theoreme"]);
  const many = Search.words(Array(40).fill(0).map((_, i) => "nim" + i).join(" ") + " nim");
  assert.equal(book.search(many).query.length, Search.MOST_WORDS);
});
