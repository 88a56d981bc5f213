#!/usr/bin/env bash
# How the build scales with the book: generated corpora (bench/Corpus.java: lessons like the real book's, with math,
# lists, tables, code, links between lessons and a few directives) of 100, 1,000 and 2,000 lessons, each built cold
# by ./nimbook and by Hugo (Debian's hugo, a layout like ours: the lesson's page, the pager, the contents page, the list
# of lessons one script) in alternating pairs (nimbook, hugo, nimbook, …: this VM's speed drifts over minutes). Prints,
# per corpus, each side's wall and CPU time (median, min, max), the median of the pairs' ratios, the site's bytes per
# lesson and a lesson page's bytes; then the targets: 2,000 lessons in at most 2.2× the time of 1,000, a lesson page
# at 2,000 within 10 % of its size at 1,000, 1,000 lessons in at most 0.8× Hugo's time. With BASELINE=REV, that
# revision's ./nimbook is built too, and timed in each pair as well (A: the baseline, B: this revision, then Hugo).
# Prints the machine's load; fails nothing but a run that cannot measure.
# Usage: [BASELINE=REV] bench/scale.sh [PAIRS] [LESSONS…] (default 5 pairs of 100, 1000 and 2000 lessons)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
pairs="${1:-5}"
shift || true
sizes=("${@:-100 1000 2000}")
read -r -a sizes <<< "${sizes[*]}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
./nimbook --version > /dev/null   # the jar and its class-data archive, made first
sides=(nimbook)
declare -A run=([nimbook]="$PWD/nimbook")
if [[ -n "${BASELINE:-}" ]]; then
    git clone -q --no-checkout . "$work/baseline"
    git -C "$work/baseline" checkout -q "$(git rev-parse "$BASELINE")"
    (cd "$work/baseline" && ./nimbook --version > /dev/null)
    sides=(baseline nimbook)
    run[baseline]="$work/baseline/nimbook"
fi
if command -v hugo > /dev/null; then
    sides+=(hugo)
else
    echo "hugo is not installed (apt-get install hugo): no comparison"
fi

# build SIDE N: one cold build of corpus N; appends "wall_ms cpu_ms" to $work/SIDE-N.times.
build() {
    local side="$1" n="$2" out="$work/site-$1-$2"
    rm -rf "$out"
    local command=("${run[$side]:-}" build --content "$work/corpus-$n/content" --out "$out")
    [[ "$side" == hugo ]] && command=(hugo --quiet --source "$work/corpus-$n/hugo" --destination "$out")
    # Wall and CPU (user + system) seconds, by bash's own time: CPU time says more while others load the machine.
    local TIMEFORMAT='%R %U %S'
    { time "${command[@]}" > /dev/null 2> "$work/err"; } 2> "$work/time" || { cat "$work/err" >&2; exit 1; }
    awk '{ printf "%d %d\n", $1 * 1000, ($2 + $3) * 1000 }' "$work/time" >> "$work/$side-$n.times"
}
# stats VALUES…: median, min and max
stats() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2;
    printf "median %6s  min %6s  max %6s", m, v[1], v[NR] }'; }
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
column() { awk -v c="$1" '{ print $c }' "$2"; }

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg) ($(nproc) cores)"
declare -A wall page
for n in "${sizes[@]}"; do
    java bench/Corpus.java "$work/corpus-$n" "$n" > /dev/null
    mkdir -p "$work/corpus-$n/hugo/static/assets" && echo "body{}" > "$work/corpus-$n/hugo/static/assets/style.css"
    for _ in $(seq "$pairs"); do
        for side in "${sides[@]}"; do
            build "$side" "$n"
        done
    done
    echo "corpus of $n lessons, $pairs alternating runs of each (ms):"
    for side in "${sides[@]}"; do
        mapfile -t walls < <(column 1 "$work/$side-$n.times")
        mapfile -t cpus < <(column 2 "$work/$side-$n.times")
        wall[$side-$n]=$(median "${walls[@]}")
        site="$work/site-$side-$n"
        bytes=$(du -sb "$site" | cut -f1)
        # A lesson's page in the middle of the book.
        middle=$(printf '%04d-lesson' $(( (n + 1) / 2 )))
        lesson="$site/$middle.html"
        [[ "$side" == hugo ]] && lesson="$site/lessons/$middle/index.html"
        page[$side-$n]=$(stat -c %s "$lesson")
        printf '  %-8s wall %s   cpu %s   site %d bytes per lesson, a lesson page %d bytes\n' "$side" \
            "$(stats "${walls[@]}")" "$(stats "${cpus[@]}")" $(( bytes / n )) "${page[$side-$n]}"
    done
    if [[ " ${sides[*]} " == *" hugo "* ]]; then
        mapfile -t ratios < <(paste "$work/nimbook-$n.times" "$work/hugo-$n.times" | awk '{ printf "%.2f\n", $1 / $3 }')
        echo "  nimbook / hugo, per pair: $(stats "${ratios[@]}")"
    fi
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
if [[ -n "${wall[nimbook-1000]:-}" && -n "${wall[nimbook-2000]:-}" ]]; then
    awk -v a="${wall[nimbook-2000]}" -v b="${wall[nimbook-1000]}" 'BEGIN { printf "2,000 lessons / 1,000, median wall time: %.2f (target ≤ 2.2)\n", a / b }'
    awk -v a="${page[nimbook-2000]}" -v b="${page[nimbook-1000]}" 'BEGIN { printf "a lesson page at 2,000 lessons / at 1,000: %.3f (target ≤ 1.10)\n", a / b }'
fi
if [[ -n "${wall[hugo-1000]:-}" ]]; then
    mapfile -t ratios < <(paste "$work/nimbook-1000.times" "$work/hugo-1000.times" | awk '{ printf "%.2f\n", $1 / $3 }')
    echo "1,000 lessons, nimbook / hugo: median of the pairs' ratios $(median "${ratios[@]}") (target ≤ 0.80)"
fi
