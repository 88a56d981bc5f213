#!/usr/bin/env bash
# "Another position" in the page, two revisions of Nimbook in turn (bench/deal.mjs, paired rounds): builds each
# revision's page solver (TeaVM, through its own ./nimbook) in a fresh clone, the real book with REV_A, and times
# nimbookDeal for every generated exercise of the book in both. Prints the load, and the median, min and max of the
# exercises that cost most. Usage: bench/deal.sh REV_A REV_B [ROUNDS] (default 15); a run that cannot measure fails.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
. "$repo/bench/revisions.sh"
two_revisions "$1" "$2"
(cd "$work/a" && ./nimbook build --out "$work/site" > /dev/null)
node "$repo/bench/deal.mjs" "$work/site" "$work/a/target/classes/nimbook/templates/assets/solver.js" \
    "$work/b/target/classes/nimbook/templates/assets/solver.js" "${3:-15}"
