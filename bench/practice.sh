#!/usr/bin/env bash
# The practice features' benchmark, in Debian's Chromium: the time a 10-line worked answer takes to be judged (target
# ≤ 50 ms), the longest the page's main thread is held while the book's slowest widget answers (target ≤ 50 ms), and the
# gzipped size of what a lesson page loads before interaction, KaTeX aside (target ≤ 120 KB). Medians of repeated runs,
# with the least and the most. Prints figures; fails nothing but a run that cannot measure.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
report=target/surefire-reports/nimbook.browser.PracticeBenchmark
if ! mvn -B -q -Dstyle.color=never test -Dtest=PracticeBenchmark -Dsurefire.failIfNoSpecifiedTests=false > /dev/null 2>&1; then
    cat "$report.txt" >&2
    exit 1
fi
grep -v -e '^WARNING' -e 'CdpVersionFinder' "$report-output.txt"
