#!/usr/bin/env bash
# Paired cold builds of the real book by two revisions of Nimbook, alternating A B A B … (this VM's speed drifts over
# minutes, so runs in blocks would compare the drift): each a fresh JVM through the revision's own ./nimbook, whose jar
# and class-data archive are made first. Prints the load before and after, each side's median, min and max wall time
# and median CPU time, and whether the two sites are byte for byte the same.
# Usage: bench/paired.sh REV_A REV_B [PAIRS] (default 8)
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
pairs="${3:-8}"
. "$repo/bench/revisions.sh"
two_revisions "$1" "$2"
echo "load before: $(uptime)"
# Wall and CPU (user + system) seconds of each build, by bash's own time: CPU time says more while others load the machine.
TIMEFORMAT='%R %U %S'
for _ in $(seq "$pairs"); do
    for side in a b; do
        { time (cd "$work/$side" && ./nimbook build --out "$work/site-$side" > /dev/null 2>&1); } 2>> "$work/$side.times"
    done
done
echo "load after:  $(uptime)"
for side in a b; do
    awk '{ print $1 * 1000, ($2 + $3) * 1000 }' "$work/$side.times" > "$work/$side.ms"
    wall=$(sort -n -k1,1 "$work/$side.ms" | awk '{ v[NR] = $1 } END {
        printf "median %d ms, min %d, max %d", NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2, v[1], v[NR] }')
    cpu=$(sort -n -k2,2 "$work/$side.ms" | awk '{ v[NR] = $2 } END {
        printf "median %d ms", NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }')
    echo "${side^^} ${rev[$side]}: wall $wall; CPU $cpu ($pairs runs)"
done
if diff -rq "$work/site-a" "$work/site-b" > "$work/diff"; then
    echo "the two sites are the same, byte for byte"
else
    echo "the sites differ:"; cat "$work/diff"
fi
