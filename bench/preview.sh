#!/usr/bin/env bash
# The live preview's benchmark. First, the real book served by ./nimbook serve with one of its lessons open in Debian's
# Chromium: a line added to that lesson ten times (after three not counted; 1.5 s apart, as an author saves), the time
# from the file written to the new page served (target ≤ 50 ms) and to the open page showing it (target ≤ 150 ms); then
# the same with a lesson in the middle of a generated corpus of LESSONS lessons (target: served ≤ 100 ms at 1,000
# lessons). Then the cold build of a generated
# corpus of LESSONS lessons (bench/Corpus.java) against Hugo on the same corpus, in alternating pairs (nimbook, hugo,
# nimbook, hugo, …: this VM's speed drifts over minutes): each side's median, min and max wall time, and the median,
# min and max of the pairs' ratios (target ≤ 1.0). Prints the machine's load; fails nothing but a run that cannot
# measure. Usage: bench/preview.sh [PAIRS] [LESSONS] (default 6 pairs of 1,000 lessons; 0 pairs: the preview only)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
pairs="${1:-6}"
lessons="${2:-1000}"
./nimbook --version > /dev/null   # the jar and its class-data archive, made first
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
java bench/Corpus.java "$work/corpus" "$lessons" > /dev/null
# served BOOK OPTIONS…: the preview's figures for a book.
served() {
    local report=target/surefire-reports/nimbook.browser.PreviewBenchmark
    echo "$1 in ./nimbook serve, the page open in Chromium:"
    shift
    if ! mvn -B -q -Dstyle.color=never test -Dtest=PreviewBenchmark -Dsurefire.failIfNoSpecifiedTests=false "$@" \
            > /dev/null 2>&1; then
        cat "$report.txt" >&2
        exit 1
    fi
    grep -v -e '^WARNING' -e 'CdpVersionFinder' "$report-output.txt"
}
served "the real book"
served "a corpus of $lessons lessons, lesson $(( (lessons + 1) / 2 ))" -Dpreview.content="$work/corpus/content" \
    -Dpreview.lesson="$(printf '%04d-lesson' $(( (lessons + 1) / 2 )))"

if [[ "$pairs" == 0 ]]; then
    exit 0
fi
if ! command -v hugo > /dev/null; then
    echo "hugo is not installed (apt-get install hugo): no comparison"
    exit 0
fi
mkdir -p "$work/corpus/hugo/static/assets" && echo "body{}" > "$work/corpus/hugo/static/assets/style.css"
ms() { local start end; start=$(date +%s%N); "$@" > /dev/null 2> "$work/err" || { cat "$work/err" >&2; exit 1; }
    end=$(date +%s%N); echo $(( (end - start) / 1000000 )); }
# stats VALUES…: median, min and max of whole numbers or decimals
stats() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) m = v[(NR + 1) / 2];
    else m = (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "median %s  min %s  max %s", m, v[1], v[NR] }'; }
echo "corpus of $lessons lessons, cold builds, $pairs alternating pairs against $(hugo version | cut -d' ' -f1-2):"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
ours=() theirs=() ratios=()
for _ in $(seq "$pairs"); do
    rm -rf "$work/site" "$work/hugo-site"
    a=$(ms ./nimbook build --content "$work/corpus/content" --out "$work/site")
    b=$(ms hugo --quiet --source "$work/corpus/hugo" --destination "$work/hugo-site")
    ours+=("$a") theirs+=("$b") ratios+=("$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.2f", a / b }')")
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "nimbook build (ms): $(stats "${ours[@]}")"
echo "hugo (ms):          $(stats "${theirs[@]}")"
echo "ratio nimbook / hugo per pair: $(stats "${ratios[@]}") (target ≤ 1.0)"
