#!/usr/bin/env bash
# The step checker on long and deep lines, two revisions of Nimbook in turn (A B A B …, paired, as this VM's speed
# drifts): `./nimbook check-work` as a whole process (JVM), and the page's checker (TeaVM's JavaScript) in V8 by
# bench/work.mjs, on a chain of 20,000 and one of 40,000 `=` links about the exercise's own position, and on a mex nested
# 2,000 deep. Prints the load before and after, and each side's median, min and max per input.
# Usage: bench/check-work.sh REV_A REV_B [PAIRS] (default 5); a run that cannot measure fails.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
pairs="${3:-5}"
. "$repo/bench/revisions.sh"
two_revisions "$1" "$2"
python3 - "$work" <<'PY'
import sys
work = sys.argv[1]
open(work + "/chain20k", "w").write(" = ".join(["kayles 7"] * 20001) + "\n")
open(work + "/chain40k", "w").write(" = ".join(["kayles 7"] * 40001) + "\n")
open(work + "/deep", "w").write("mex{" * 2000 + "}" * 2000 + " = 0\n")
PY
inputs=("chain20k kayles 7" "chain40k kayles 7" "deep nim 3 4 5")
echo "load before: $(uptime)"
TIMEFORMAT='%R'
for _ in $(seq "$pairs"); do
    for side in a b; do
        for input in "${inputs[@]}"; do
            read -r name position <<< "$input"
            { time (cd "$work/$side" && ./nimbook check-work "$position" < "$work/$name" > /dev/null 2>&1 || true); } \
                2>> "$work/jvm-$side-$name"
            node "$repo/bench/work.mjs" "$work/$side/target/classes/nimbook/templates/assets/solver.js" "$position" grundy \
                "$work/$name" | awk '{ print $1 / 1000 }' >> "$work/page-$side-$name"
        done
    done
done
echo "load after:  $(uptime)"
for where in jvm page; do
    for input in "${inputs[@]}"; do
        read -r name _ <<< "$input"
        for side in a b; do
            sort -n "$work/$where-$side-$name" | awk -v label="$where $name ${side^^} ${rev[$side]}" '{ v[NR] = $1 } END {
                printf "%-40s median %.2f s, min %.2f, max %.2f (%d runs)\n", label,
                    NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2, v[1], v[NR], NR }'
        done
    done
done
