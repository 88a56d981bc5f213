#!/usr/bin/env bash
# The reader issue's load benchmark, in Debian's Chromium: each lesson of the real book opened from disk at a phone's
# width with the CPU slowed 4×; DOMContentLoaded and when the page is interactive (no main-thread task over 200 ms
# after DOMContentLoaded; target: the heaviest lesson within 1.5 s of navigation). With a revision to compare
# (default main), its site is built by its own ./nimbook and each load is paired with one of its pages, alternating.
# Medians of repeated loads, with the least and the most, and the machine's load. Prints figures; fails nothing but a
# run that cannot measure.
# Usage: bench/load.sh [BASELINE_REV] (default main; "none" for this revision alone)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
baseline="${1:-main}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
property=""
if [[ "$baseline" != none ]]; then
    git clone -q --no-checkout . "$work/baseline"
    git -C "$work/baseline" checkout -q "$(git rev-parse "$baseline")"
    (cd "$work/baseline" && ./nimbook build --out "$work/baseline-site" > /dev/null)
    property="-Dload.baseline=$work/baseline-site"
fi
report=target/surefire-reports/nimbook.browser.LoadBenchmark
if ! mvn -B -q -Dstyle.color=never test -Dtest=LoadBenchmark -Dsurefire.failIfNoSpecifiedTests=false $property \
        > /dev/null 2>&1; then
    cat "$report.txt" >&2
    exit 1
fi
grep -v -e '^WARNING' -e 'CdpVersionFinder' "$report-output.txt"
