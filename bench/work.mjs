// Times the page's step checker, compiled to JavaScript by TeaVM, in V8 (the engine of the page's Chromium): one
// nimbookWork call on a worked answer read from a file, after a warm-up call on a short one. Prints the milliseconds
// and the verdict's first words. Usage: node bench/work.mjs SOLVER_JS POSITION KIND ANSWER_FILE (bench/check-work.sh
// runs it for two revisions in turn).
import fs from "node:fs";

const script = {};
new Function("exports", fs.readFileSync(process.argv[2], "utf8"))(script);
// A revision older than the page's solver object (nimbookPage) defined the functions on the script itself.
const exported = script.nimbookPage ? script.nimbookPage() : script;
const [, , , position, kind, file] = process.argv;
const answer = fs.readFileSync(file, "utf8");
exported.nimbookWork(position, kind, "false", "G(1) = 1");
const start = process.hrtime.bigint();
let verdict;
try {
  verdict = JSON.parse(exported.nimbookWork(position, kind, "false", answer)).message;
} catch (error) {
  verdict = String(error);
}
const ms = Number(process.hrtime.bigint() - start) / 1e6;
console.log(ms.toFixed(1) + " " + verdict.slice(0, 60));
