#!/usr/bin/env bash
# The instructor's loop, timed on the real book: the key to 150 sets in one run (exercises --seeds 1..150) against the
# way it was done before, one run per set (exercises --seed N, timed for 10 sets and given per set); and grading 150
# students × 40 answers (grade). Targets: each of the two under 10 s. Runs are paired, A B A B …; each figure is the
# median of the runs with the fastest and slowest beside it. Prints figures; fails nothing.
# Usage: bench/assess.sh [PAIRS]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
pairs="${1:-5}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
./nimbook --version > /dev/null   # builds the jar and its class-data archive first

# A sheet of 150 students' answers, 40 each: every exercise of their set in turn, every third answer spoilt.
./nimbook exercises --seeds 1..150 > "$work/key.tsv"
awk -F '\t' 'BEGIN { print "student,set,exercise,answer" }
    NR > 1 && ++given[$1] <= 40 {
        answer = (n++ % 3 == 0) ? "7" : $7; gsub(/"/, "\"\"", answer)
        printf "student%s,%s,%s,\"%s\"\n", $1, $1, $3, answer }' "$work/key.tsv" > "$work/answers.csv"
answers=$(( $(wc -l < "$work/answers.csv") - 1 ))

# time COMMAND…: wall milliseconds of one run.
time_ms() {
    local start end
    start=$(date +%s%N)
    "$@" > /dev/null 2> "$work/err" || { cat "$work/err" >&2; return 1; }
    end=$(date +%s%N)
    echo $(( (end - start) / 1000000 ))
}
one_at_a_time() { for seed in $(seq 1 10); do ./nimbook exercises --seed "$seed"; done; }
# stats NAME MS…: the median, min and max.
stats() {
    local name="$1"; shift
    printf '%s\n' "$@" | sort -n | awk -v name="$name" '{ v[NR] = $1 } END {
        m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
        printf "%-58s median %7.0f ms  (min %d, max %d, %d runs)\n", name, m, v[1], v[NR], NR }'
}
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), $(date -u +%FT%TZ)"
before=() after=() grading=()
for _ in $(seq "$pairs"); do
    before+=("$(( $(time_ms one_at_a_time) / 10 ))")
    after+=("$(time_ms ./nimbook exercises --seeds 1..150)")
    grading+=("$(time_ms ./nimbook grade "$work/answers.csv")")
done
stats "before: exercises --seed N, one run per set (per set)" "${before[@]}"
stats "exercises --seeds 1..150 (target < 10000 ms)" "${after[@]}"
stats "grade: $answers answers of 150 students (target < 10000 ms)" "${grading[@]}"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
