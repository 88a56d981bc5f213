#!/usr/bin/env bash
# The engineer's test loop, before and after a change: clean clones of BASELINE (a) and of HEAD (b), timed in
# alternating pairs (a b a b …: this VM's speed drifts over minutes). Each pair times `mvn -B test` cold (the clone as
# checked out, nothing built: `git clean` before each run) and warm (run again with nothing changed: what an engineer
# waits for between two edits that leave the page's solver alone); with FULL=1, `./test` (every test) once per side at
# the end. Prints each figure's median, min and max in seconds, and the machine's load before and after. The Maven
# repository (~/.m2) is shared and warm: this times the tests, not the downloads.
# Usage: BASELINE=REV [FULL=1] bench/loop.sh [PAIRS] (default 2 pairs)
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
: "${BASELINE:?name the revision to compare with: BASELINE=REV bench/loop.sh}"
pairs="${1:-2}"
. "$repo/bench/revisions.sh"
two_revisions "$BASELINE" HEAD
for side in a b; do
    echo "$side: $(git -C "$work/$side" log -1 --format='%h %s' | cut -c1-100)"
done

# timed SIDE NAME COMMAND…: appends the command's wall seconds to $work/SIDE-NAME; a failure stops the benchmark.
timed() {
    local side="$1" name="$2" started
    shift 2
    started=$(date +%s.%N)
    (cd "$work/$side" && "$@") > "$work/log" 2>&1 || { tail -40 "$work/log" >&2; echo "$side $name failed" >&2; exit 1; }
    echo "$(date +%s.%N) - $started" | bc >> "$work/$side-$name"
}
stats() { sort -g "$1" | awk '{ v[NR] = $1 } END { m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2;
    printf "median %7.1f  min %7.1f  max %7.1f  (%d runs)", m, v[1], v[NR], NR }'; }

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg) ($(nproc) cores)"
for _ in $(seq "$pairs"); do
    for side in a b; do
        git -C "$work/$side" clean -fdxq
        timed "$side" cold mvn -B test
        timed "$side" warm mvn -B test
    done
done
if [[ "${FULL:-}" == 1 ]]; then
    for side in a b; do
        git -C "$work/$side" clean -fdxq
        timed "$side" full ./test
    done
fi
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
for name in cold warm full; do
    for side in a b; do
        [[ -f "$work/$side-$name" ]] && printf '%s %-5s %s\n' "$side" "$name" "$(stats "$work/$side-$name")"
    done
done
