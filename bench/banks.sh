#!/usr/bin/env bash
# The term's printed sheets and banks by two revisions of Nimbook, paired: for 300 sets of the real book, sheets (without
# PDFs) and each export format (moodle, gift, qti), each command run by A then by B, pair after pair (A B A B …, so that
# both meet the machine's drift alike), each through the revision's own ./nimbook. Prints the load before and after,
# each command's median wall time for each side with the fastest and slowest, the median of B's paired differences
# from A, each side's sizes in bytes, and whether each side wrote the same bytes every time.
# Prints figures; fails nothing.
# Usage: bench/banks.sh REV_A REV_B [PAIRS] (default 3)
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
pairs="${3:-3}"
. "$repo/bench/revisions.sh"
two_revisions "$1" "$2"
commands=(sheets moodle gift qti)
# out SIDE COMMAND RUN: where a run writes.
out() { case "$2" in sheets) echo "$work/$1-sheets-$3" ;; moodle) echo "$work/$1-$3.xml" ;;
    gift) echo "$work/$1-$3.gift.txt" ;; qti) echo "$work/$1-$3.qti.zip" ;; esac; }
# ms SIDE COMMAND RUN: the wall milliseconds of one run.
ms() {
    local start end
    start=$(date +%s%N)
    if [[ "$2" == sheets ]]; then
        (cd "$work/$1" && ./nimbook sheets --seeds 1..300 --out "$(out "$@")" > /dev/null)
    else
        (cd "$work/$1" && ./nimbook export --format "$2" --seeds 1..300 --out "$(out "$@")" > /dev/null 2>&1)
    fi
    end=$(date +%s%N)
    echo $(( (end - start) / 1000000 ))
}
median() {
    sort -n | awk '{ v[NR] = $1 } END {
        printf "median %6.0f ms (min %d, max %d)", NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2, v[1], v[NR] }'
}
echo "machine: $(nproc) cores; load before: $(uptime)"
declare -A runs
for run in $(seq "$pairs"); do
    for command in "${commands[@]}"; do
        for side in a b; do
            runs[$side-$command]+="$(ms "$side" "$command" "$run") "
        done
    done
done
echo "load after:  $(uptime)"
for command in "${commands[@]}"; do
    a=(${runs[a-$command]})
    b=(${runs[b-$command]})
    for side in a b; do
        all=(${runs[$side-$command]})
        printf '%-7s %s %-12s %s\n' "$command" "${side^^}" "${rev[$side]}" "$(printf '%s\n' "${all[@]}" | median)"
    done
    printf '%-7s B - A paired difference %s\n' "$command" "$(for i in "${!a[@]}"; do echo $(( b[i] - a[i] )); done | median)"
    for side in a b; do
        same=yes
        for run in $(seq 2 "$pairs"); do
            diff -rq "$(out "$side" "$command" 1)" "$(out "$side" "$command" "$run")" > /dev/null || same=no
        done
        printf '%-7s %s %12d bytes; the same bytes every run: %s\n' "$command" "${side^^}" \
            "$(du -sb "$(out "$side" "$command" 1)" | cut -f1)" "$same"
    done
done
