#!/usr/bin/env bash
# The reader issue's load benchmark, in Debian's Chromium: each lesson of the real book opened from disk at a phone's
# width with the CPU slowed 4×; DOMContentLoaded and when the page is interactive (no main-thread task over 200 ms
# after DOMContentLoaded; target: the heaviest lesson within 1.5 s of navigation). Medians of repeated loads, with the
# least and the most, and the machine's load. Prints figures; fails nothing but a run that cannot measure.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
report=target/surefire-reports/nimbook.browser.LoadBenchmark
if ! mvn -B -q -Dstyle.color=never test -Dtest=LoadBenchmark -Dsurefire.failIfNoSpecifiedTests=false > /dev/null 2>&1; then
    cat "$report.txt" >&2
    exit 1
fi
grep -v -e '^WARNING' -e 'CdpVersionFinder' "$report-output.txt"
