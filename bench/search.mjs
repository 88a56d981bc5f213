// The book's search (assets/search.js, as mvn joins it into target/classes) against MiniSearch (what Observable
// Framework uses) on the same index and the same queries: how often each puts the section a reader wants first or in
// its first three, how the two rankings agree, which typos, plurals and words run together each finds, the code's
// gzipped size, and how long building the index and answering the queries take (medians of paired runs, alternating
// which goes first, with the least and the most, and the machine's load). Prints figures; fails nothing.
// Then the time a query that no reader types takes (a word of 20,000 characters, thousands of words): the page's search
// must answer it at once; with REFERENCE_SEARCH_JS (an older search.js), paired with that one on a word of 1,000.
// Usage: node bench/search.mjs SEARCH_INDEX_JS [REFERENCE_SEARCH_JS] (bench/search.sh builds the real book and runs
// this).
import fs from "node:fs";
import os from "node:os";
import zlib from "node:zlib";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const root = new URL("..", import.meta.url).pathname;
const searchJs = root + "target/classes/nimbook/templates/assets/search.js";
const Search = require(searchJs);
// (Its browser build, dist/umd, is what a page would load; node reads the same code as CommonJS.)
const MiniSearch = require(root + "src/test/node_modules/minisearch/dist/cjs/index.cjs");

const window = {};
new Function("window", fs.readFileSync(process.argv[2], "utf8"))(window);
const pages = window.nimbookSearch;

// Each query, and words that the heading (or, for a whole page, the title) of the section a reader wants holds.
const judged = [
  ["nim-sum", "the nim-sum"], ["nimsum", "the nim-sum"], ["nim sum", "the nim-sum"], ["nim-sums", "nim-sum"],
  ["nimsums", "nim-sum"], ["colourful", "colourful"], ["colorful", "colourful"], ["proof", null], ["proofs", null],
  ["grundy", "grundy"], ["grundey", "grundy"], ["mex", "minimum excluded value"], ["minimum excluded", "minimum excluded"],
  ["misere", "misère"], ["kayles", "kayles"], ["kayls", "kayles"], ["bouton's theorem", "bouton's theorem"],
  ["boutons theorem", "bouton's theorem"], ["strategies", null], ["p-positions", "p-positions"],
  ["eeny meeny", "eeny-meeny"], ["eenymeeny", "eeny-meeny"], ["wythoff", "wythoff"], ["octal", "octal"],
  ["periodicity", "periodicity"], ["sprague grundy theorem", "sprague–grundy theorem"],
  ["mirror strategy", "mirror strategy"], ["subtraction games", "subtraction games"], ["subtracton", "subtraction"],
];

function fold(text) {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u2010-\u2015\u2212]/g, "-");
}

// The book's own search, as the page uses it: a query nothing holds is searched again with the nearest words.
const book = {
  name: "hand-written",
  build: () => new Search(pages),
  query: (index, text) => index.search(Search.words(text)).results.map((section) => section.href),
};
// MiniSearch as its documentation suggests for a site's search: headings weighted, prefix and fuzzy matching (a fifth
// of a word's letters), every word required, accents and case folded.
const mini = {
  name: "MiniSearch",
  build: () => {
    const index = new MiniSearch({
      fields: ["heading", "text"], storeFields: ["href"], processTerm: (term) => fold(term),
      searchOptions: { boost: { heading: 3 }, prefix: true, fuzzy: 0.2, combineWith: "AND" },
    });
    let id = 0;
    index.addAll(pages.flatMap((page) => page.sections.map((section) => ({
      id: id++, href: page.href + (section.anchor ? "#" + section.anchor : ""),
      heading: section.heading || page.title, text: section.text,
    }))));
    return index;
  },
  query: (index, text) => index.search(text).map((result) => result.href),
};
const engines = [book, mini];

// Where each section is, by its address: its heading, or its page's title.
const where = new Map();
pages.forEach((page) => page.sections.forEach((section) => where.set(
  page.href + (section.anchor ? "#" + section.anchor : ""), fold(section.heading || page.title))));

const built = engines.map((engine) => engine.build());
const answers = engines.map((engine, e) => judged.map(([query]) => engine.query(built[e], query)));

console.log(`${pages.length} pages, ${where.size} sections; ${judged.length} queries.`);
console.log("query".padEnd(24) + engines.map((engine) => (engine.name + ": found, first").padEnd(48)).join(""));
judged.forEach(([query], q) => console.log(query.padEnd(24) + engines.map((engine, e) => {
  const found = answers[e][q];
  return `${String(found.length).padStart(3)}  ${found.length ? where.get(found[0]) : "—"}`.slice(0, 46).padEnd(48);
}).join("")));

// The wanted section first, or among the first three (queries with a wanted section only).
const wanted = judged.filter(([, heading]) => heading !== null);
engines.forEach((engine, e) => {
  const at = judged.map(([, heading], q) => heading === null ? null
    : answers[e][q].findIndex((href) => where.get(href).includes(fold(heading))));
  const first = at.filter((i) => i === 0).length;
  const three = at.filter((i) => i !== null && i >= 0 && i < 3).length;
  const none = judged.filter((_, q) => answers[e][q].length === 0).map(([query]) => query);
  console.log(`${engine.name}: the wanted section first for ${first} of ${wanted.length} queries, among the first three`
    + ` for ${three}; nothing found for ${none.length ? none.map((query) => `"${query}"`).join(", ") : "none"}.`);
});
// How the two rankings agree: the same first result, and the share of their first five in common.
let sameFirst = 0;
let overlap = 0;
judged.forEach((_, q) => {
  const [a, b] = [answers[0][q].slice(0, 5), answers[1][q].slice(0, 5)];
  sameFirst += a.length > 0 && a[0] === b[0] ? 1 : 0;
  overlap += a.length + b.length === 0 ? 1 : a.filter((href) => b.includes(href)).length / Math.max(a.length, b.length);
});
console.log(`Agreement: the same first result for ${sameFirst} of ${judged.length} queries; first five in common`
  + ` ${Math.round(100 * overlap / judged.length)}% on average.`);

// The code a page loads to search, gzipped as a server sends it.
const gzipped = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
console.log(`Code, gzipped: search.js ${gzipped(searchJs)} bytes (the search and the box's`
  + ` handling); MiniSearch's browser build (dist/umd/index.js) ${gzipped(root
  + "src/test/node_modules/minisearch/dist/umd/index.js")} bytes, before the box's handling is added.`);

// Time: building the index, and answering every query once; each round runs both, the first alternating.
const ROUNDS = 41;
const times = engines.map(() => ({ build: [], queries: [] }));
const load = () => os.loadavg().map((x) => x.toFixed(2)).join(" ");
const before = load();
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 === 0 ? [0, 1] : [1, 0];
  for (const e of order) {
    let start = process.hrtime.bigint();
    const index = engines[e].build();
    times[e].build.push(Number(process.hrtime.bigint() - start) / 1e6);
    start = process.hrtime.bigint();
    judged.forEach(([query]) => engines[e].query(index, query));
    times[e].queries.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
}
const figures = (runs) => {
  const sorted = [...runs].sort((a, b) => a - b);
  return `median ${sorted[(sorted.length - 1) / 2].toFixed(2)} ms (min ${sorted[0].toFixed(2)}, max`
    + ` ${sorted[sorted.length - 1].toFixed(2)})`;
};
engines.forEach((engine, e) => console.log(`${engine.name}: building the index ${figures(times[e].build)};`
  + ` all ${judged.length} queries ${figures(times[e].queries)}; ${ROUNDS} paired rounds.`));
console.log(`load average (1, 5, 15 min) before: ${before}; after: ${load()}; processors: ${os.cpus().length};`
  + ` node ${process.version}, MiniSearch ${require(root + "src/test/node_modules/minisearch/package.json").version}.`);

// Queries no reader types, each answered afresh (a new index, so no form is remembered): medians of runs.
const LONG_RUNS = 21;
const longQueries = [["a word of 1,000 characters", "x".repeat(1000)], ["a word of 20,000 characters", "x".repeat(20000)],
  ["a word of 200,000 characters", "x".repeat(200000)], ["\"nim\" 6,667 times, run together", "nim".repeat(6667)],
  ["5,000 words, all \"nim\"", "nim ".repeat(5000)],
  ["3,000 different words", Array.from({ length: 3000 }, (_, i) => "w" + i.toString(36) + "x").join(" ")]];
const answer = (Engine, text) => {
  const index = new Engine(pages);
  const start = process.hrtime.bigint();
  index.search(Engine.words(text));
  return Number(process.hrtime.bigint() - start) / 1e6;
};
const longBefore = load();
longQueries.forEach(([name, text]) => {
  const runs = Array.from({ length: LONG_RUNS }, () => answer(Search, text));
  console.log(`Long query, ${name}: ${figures(runs)}; ${LONG_RUNS} runs.`);
});
if (process.argv[3]) {
  const Reference = require(fs.realpathSync(process.argv[3]));
  const PAIRS = 11;
  const mine = [];
  const theirs = [];
  for (let pair = 0; pair < PAIRS; pair++) {
    const first = pair % 2 === 0;
    (first ? mine : theirs).push(answer(first ? Search : Reference, longQueries[0][1]));
    (first ? theirs : mine).push(answer(first ? Reference : Search, longQueries[0][1]));
  }
  console.log(`A word of 1,000 characters, ${PAIRS} paired runs: this search.js ${figures(mine)}; ${process.argv[3]}`
    + ` ${figures(theirs)}.`);
}
console.log(`load average (1, 5, 15 min) before the long queries: ${longBefore}; after: ${load()}.`);
