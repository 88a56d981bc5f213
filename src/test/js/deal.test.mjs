// A generated exercise's position in a set, dealt by the page's solver (TeaVM's compile of the Java, which mvn builds
// into target/classes) as the JVM deals it: src/test/resources/deals.tsv holds both sides' expectations
// (web.BrowserTest checks the JVM against the same file).
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const solver = require("../../../target/classes/nimbook/templates/assets/solver.js").nimbookPage();
const deals = fs.readFileSync(new URL("../resources/deals.tsv", import.meta.url), "utf8").split("\n")
  .filter((line) => line && !line.startsWith("#")).map((line) => line.split("\t"));

test("every set deals each exercise the position the JVM deals", () => {
  assert.ok(deals.length >= 5);
  for (const [generate, want, set, exercise, position] of deals) {
    assert.deepEqual(JSON.parse(solver.nimbookDeal(generate, want, set, exercise)), { ok: true, position: position },
      [generate, want, set, exercise].join(" | "));
  }
});
