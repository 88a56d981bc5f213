// Parses a GIFT file with gift-pegjs, the parser GIFT editors use, and prints what it read as JSON (or the parser's
// error, with exit status 1).
const { parse } = require("gift-pegjs");
const text = require("fs").readFileSync(process.argv[2], "utf8");
try {
  process.stdout.write(JSON.stringify(parse(text)));
} catch (e) {
  process.stderr.write(String(e.message) + (e.location ? " at line " + e.location.start.line : "") + "\n");
  process.exit(1);
}
