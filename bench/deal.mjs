// "Another position" in the page: nimbookDeal for each generated exercise of a built book (its pages' check widgets:
// data-generate, data-want and data-number, as assets/widgets/check.js passes them), in two page solvers (TeaVM's
// compiles, as mvn builds them into target/classes), paired: each round deals every exercise a new set in A and in B,
// alternating which goes first. An exercise's first deal (the one a page makes for a chosen set) is timed apart.
// Prints, for the exercises that cost most in A, the median, min and max milliseconds of a deal in each, and the sum
// of the medians over every exercise; fails nothing but a run whose two solvers deal different positions.
// Usage: node bench/deal.mjs SITE SOLVER_JS_A SOLVER_JS_B [ROUNDS] (bench/deal.sh REV_A REV_B builds the book and the
// two revisions' solvers, and runs this).
import fs from "node:fs";
import os from "node:os";

const [, , site, fileA, fileB, roundsText] = process.argv;
const rounds = Number(roundsText || 15);

// A page's solver (nimbookPage), or a revision's older than it, which defined the functions on the script itself.
function load(file) {
  const script = {};
  new Function("exports", fs.readFileSync(file, "utf8"))(script);
  return script.nimbookPage ? script.nimbookPage() : script;
}

function unescape(text) {
  return text.replace(/&quot;/g, "\"").replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

const exercises = new Map();
for (const page of fs.readdirSync(site).filter((name) => name.endsWith(".html")).sort()) {
  const html = fs.readFileSync(site + "/" + page, "utf8");
  for (const [, number, generate, want] of html.matchAll(
    /data-number="([^"]*)" data-generate="([^"]*)"(?: data-want="([^"]*)")?/g)) {
    const exercise = [unescape(generate), want || "", number];
    exercises.set(exercise.join("|"), exercise);
  }
}
if (exercises.size === 0) {
  throw new Error("no generated exercise in " + site);
}

const sides = { A: load(fileA), B: load(fileB) };
const times = new Map([...exercises.keys()].map((key) => [key, { first: {}, A: [], B: [] }]));

function dealt(side, [generate, want, number], set) {
  const start = process.hrtime.bigint();
  const answer = JSON.parse(sides[side].nimbookDeal(generate, want, String(set), number));
  return [Number(process.hrtime.bigint() - start) / 1e6, answer.ok ? answer.position : "error: " + answer.error];
}

console.log("load before: " + os.loadavg().map((load) => load.toFixed(2)).join(" "));
for (let round = 0; round <= rounds; round++) {
  for (const [key, exercise] of exercises) {
    const positions = {};
    for (const side of round % 2 ? ["B", "A"] : ["A", "B"]) {
      const [ms, position] = dealt(side, exercise, 1000 + round);
      positions[side] = position;
      if (round === 0) {
        times.get(key).first[side] = ms;
      } else {
        times.get(key)[side].push(ms);
      }
    }
    if (positions.A !== positions.B) {
      throw new Error(key + " set " + (1000 + round) + ": A deals " + positions.A + ", B " + positions.B);
    }
  }
}
console.log("load after:  " + os.loadavg().map((load) => load.toFixed(2)).join(" "));

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
}

function figures(values) {
  return median(values).toFixed(2) + " ms (min " + Math.min(...values).toFixed(2) + ", max "
    + Math.max(...values).toFixed(2) + ")";
}

const ranked = [...times].sort(([, a], [, b]) => median(b.A) - median(a.A));
console.log(exercises.size + " generated exercises, " + rounds + " paired rounds; A " + fileA + ", B " + fileB);
for (const [key, time] of ranked.slice(0, 8)) {
  console.log(key.replace(/\|/g, " | "));
  console.log("  another: A " + figures(time.A) + ", B " + figures(time.B) + "; first deal: A "
    + time.first.A.toFixed(2) + " ms, B " + time.first.B.toFixed(2) + " ms");
}
for (const side of ["A", "B"]) {
  console.log("every exercise, the sum of the medians: " + side + " "
    + ranked.reduce((sum, [, time]) => sum + median(time[side]), 0).toFixed(1) + " ms");
}
