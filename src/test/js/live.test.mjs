// The live preview's patching (src/main/resources/nimbook/preview/live.js, as Node reads it): which of the text's
// blocks a new build replaces, so that the reader's place and the other blocks' state stay.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const changed = require("../../main/resources/nimbook/preview/live.js");

test("one block edited: that block alone is replaced", () => {
  assert.deepEqual(changed(["a", "b", "c"], ["a", "B", "c"]), { first: 1, end: 2, fresh: 2 });
});

test("a block added or removed in the middle: nothing else is touched", () => {
  assert.deepEqual(changed(["a", "c"], ["a", "b", "c"]), { first: 1, end: 1, fresh: 2 });
  assert.deepEqual(changed(["a", "b", "c"], ["a", "c"]), { first: 1, end: 2, fresh: 1 });
});

test("nothing changed, or everything", () => {
  assert.deepEqual(changed(["a", "b"], ["a", "b"]), { first: 2, end: 2, fresh: 2 });
  assert.deepEqual(changed(["a", "b"], ["x", "y", "z"]), { first: 0, end: 2, fresh: 3 });
});

test("a block repeated at both ends is matched once, not twice", () => {
  assert.deepEqual(changed(["x"], ["x", "x"]), { first: 1, end: 1, fresh: 2 });
});
