#!/usr/bin/env bash
# The book's search against MiniSearch on the real book's index (bench/search.mjs): builds the book into a temporary
# folder, installs the tests' npm tools (MiniSearch among them) into src/test/node_modules when they are missing, and
# prints the figures. Fails nothing but a run that cannot measure. An argument, an older search.js, is paired with this
# one on a long query: an older revision's modules joined, as the build joins them (git archive REV src/main/js/search |
# tar -xO > /tmp/old-search.js; bench/search.sh /tmp/old-search.js).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
[[ -f src/test/node_modules/minisearch/dist/cjs/index.cjs ]] \
    || npm ci --prefix src/test --no-audit --no-fund --loglevel=error > /dev/null
./nimbook build --out "$work/site" > /dev/null
node bench/search.mjs "$work/site/assets/search-index.js" "$@"
