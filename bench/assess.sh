#!/usr/bin/env bash
# A term of 300 students on the real book, timed: dealing the key (exercises --seeds 1..300), the printed sheets
# (sheets, without PDFs), every export format (moodle, gift, qti), and grading 9,000 answers (300 students × 30, every
# third spoilt, with --totals). Each command builds the book first, so each round also times the reference, check (the
# build alone), just before the commands. Rounds are run one after another, each command once per round in the same
# order (R A B C … R A B C …), so that all of them meet the machine's drift alike; each command's figure is the median
# of the rounds, with the fastest and slowest beside it, and its own work the median of its paired differences from
# the reference's run of the same round (min and max beside it). Also prints the banks' sizes in bytes.
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
    [deal]="exercises --seeds 1..300 (the key: $(( $(wc -l < "$work/key.tsv") - 1 )) exercises)"
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
echo "machine: $(nproc) cores; load before: $(uptime)"
for _ in $(seq "$rounds"); do
    for name in "${order[@]}"; do
        runs[$name]+="$(run "$name") "
    done
done
echo "load after:  $(uptime)"
# median NAME: the median, min and max of the numbers on standard input.
median() {
    sort -n | awk '{ v[NR] = $1 } END {
        printf "median %6.0f ms (min %d, max %d)", NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2, v[1], v[NR] }'
}
reference=(${runs[check]})
echo "$rounds rounds; the own work is each round's run less the same round's reference run"
for name in "${order[@]}"; do
    all=(${runs[$name]})
    printf '%-58s %s' "${label[$name]}" "$(printf '%s\n' "${all[@]}" | median)"
    if [[ "$name" != check ]]; then
        printf '; own work %s' "$(for i in "${!all[@]}"; do echo $(( all[i] - reference[i] )); done | median)"
    fi
    echo
done
for bank in bank.xml bank.gift.txt bank.qti.zip; do
    printf 'bank %-16s %12d bytes\n' "$bank" "$(stat -c %s "$work/$bank")"
done
printf 'sheets folder     %12d bytes\n' "$(du -sb "$work/sheets" | cut -f1)"
