#!/usr/bin/env bash
# A term of 300 students on the real book, timed: dealing the key (exercises --seeds 1..300), the printed sheets
# (sheets, without PDFs), every export format (moodle, gift, qti), and grading 9,000 answers (300 students × 30, every
# third spoilt, with --totals). Each command builds the book first, so each round also times the reference, check (the
# build alone): a command's own work is its figure less the reference's. Rounds are run one after another, each command
# once per round in the same order (A B C … A B C …), so that all of them meet the machine's drift alike; each figure
# is the median of the rounds, with the fastest and slowest beside it. Also prints the banks' sizes in bytes.
# Prints figures; fails nothing.
# Usage: bench/assess.sh [ROUNDS] (default 5)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
rounds="${1:-5}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
./nimbook --version > /dev/null   # builds the jar and its class-data archive first

# The answers of 300 students: the first 30 exercises of each one's set, every third answer spoilt.
./nimbook exercises --seeds 1..300 > "$work/key.tsv"
awk -F '\t' 'BEGIN { print "student,email,set,exercise,answer" }
    NR > 1 && ++given[$1] <= 30 {
        answer = (n++ % 3 == 0) ? "7" : $7; gsub(/"/, "\"\"", answer)
        printf "student%s,student%s@example.org,%s,%s,\"%s\"\n", $1, $1, $1, $3, answer }' "$work/key.tsv" \
    > "$work/answers.csv"
answers=$(( $(wc -l < "$work/answers.csv") - 1 ))

# ms COMMAND…: wall milliseconds of one run.
ms() {
    local start end
    start=$(date +%s%N)
    "$@" > /dev/null 2> "$work/err" || { cat "$work/err" >&2; return 1; }
    end=$(date +%s%N)
    echo $(( (end - start) / 1000000 ))
}
grade_all() { ./nimbook grade --seeds 1..300 --totals "$work/totals.csv" "$work/answers.csv"; }
declare -A label=(
    [check]="reference: check (the build every command starts with)"
    [deal]="exercises --seeds 1..300 (the key: 31,800 exercises)"
    [sheets]="sheets --seeds 1..300 (sheets, worked key, compact key)"
    [moodle]="export --format moodle --seeds 1..300"
    [gift]="export --format gift --seeds 1..300"
    [qti]="export --format qti --seeds 1..300"
    [grade]="grade $answers answers of 300 students, with --totals")
order=(check deal sheets moodle gift qti grade)
declare -A runs
run() {
    case "$1" in
        check) ms ./nimbook check ;;
        deal) ms ./nimbook exercises --seeds 1..300 ;;
        sheets) ms ./nimbook sheets --seeds 1..300 --out "$work/sheets" ;;
        moodle) ms ./nimbook export --format moodle --seeds 1..300 --out "$work/bank.xml" ;;
        gift) ms ./nimbook export --format gift --seeds 1..300 --out "$work/bank.gift.txt" ;;
        qti) ms ./nimbook export --format qti --seeds 1..300 --out "$work/bank.qti.zip" ;;
        grade) ms grade_all ;;
    esac
}
echo "machine: $(nproc) cores; load before: $(cut -d' ' -f1-3 /proc/loadavg); $(date -u +%FT%TZ)"
for _ in $(seq "$rounds"); do
    for name in "${order[@]}"; do
        runs[$name]+="$(run "$name") "
    done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
for name in "${order[@]}"; do
    printf '%s\n' ${runs[$name]} | sort -n | awk -v name="${label[$name]}" '{ v[NR] = $1 } END {
        m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
        printf "%-62s median %7.0f ms  (min %d, max %d, %d rounds)\n", name, m, v[1], v[NR], NR }'
done
for bank in bank.xml bank.gift.txt bank.qti.zip; do
    printf 'bank %-16s %12d bytes\n' "$bank" "$(stat -c %s "$work/$bank")"
done
printf 'sheets folder     %12d bytes\n' "$(du -sb "$work/sheets" | cut -f1)"
