#!/usr/bin/env bash
# The solver's benchmark: whole-process wall time and peak memory of its heaviest queries, against the
# targets of the solver issue (under 5 s each; the eeny-meeny check under 60 s). Prints figures, fails nothing.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
./nimbook --version > /dev/null   # builds the jar first, so that no run below pays for it

measure() {
    local target="$1"; shift
    local log; log="$(mktemp)"
    local start end
    start=$(date +%s%N)
    if [[ -x /usr/bin/time ]]; then
        /usr/bin/time -f "%M" -o "$log" ./nimbook "$@" > "$log.out"
    else
        ./nimbook "$@" > "$log.out"; echo "?" > "$log"
    fi
    end=$(date +%s%N)
    local ms=$(( (end - start) / 1000000 ))
    printf '%-48s %4d.%02d s  %8s KB peak  (target < %s s)  %s\n' "nimbook $*" $((ms / 1000)) $((ms % 1000 / 10)) \
        "$(tail -n 1 "$log")" "$target" "$(head -c 80 "$log.out" | tr '\n' ' ')"
    rm -f "$log" "$log.out"
}

measure 5 sequence kayles 100000
measure 5 sequence grundys-game 20000
measure 5 sequence squares 1000000
measure 60 verify eeny-meeny sections=9 size=10
