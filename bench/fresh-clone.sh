#!/usr/bin/env bash
# A newcomer's first test run: clones the committed HEAD into a temporary folder and runs the README's test command
# (./test) there with a PATH on which chromium and chromedriver cannot be found, so the command must take its install
# step (apt-get: root, or sudo). Arguments go to Maven: -Dmaven.repo.local=/tmp/m2 starts from an empty Maven
# repository as well. Usage: bench/fresh-clone.sh [MAVEN ARGUMENTS…]
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
git clone -q --no-checkout "$repo" "$work/clone"
git -C "$work/clone" checkout -q "$(git -C "$repo" rev-parse HEAD)"
# Every command of PATH, linked from one folder, except the browser and its driver.
mkdir "$work/bin"
IFS=: read -ra folders <<< "$PATH"
for folder in "${folders[@]}"; do
    for command in "$folder"/*; do
        name="${command##*/}"
        [[ "$name" == chromium || "$name" == chromedriver || -e "$work/bin/$name" ]] || ln -s "$command" "$work/bin/$name"
    done
done
export PATH="$work/bin"
! command -v chromium > /dev/null || { echo "fresh-clone: chromium is still on PATH" >&2; exit 1; }
cd "$work/clone"
./test "$@" 2>&1 | tee "$work/log"
grep -q '^test: installing chromium chromium-driver' "$work/log" || { echo "fresh-clone: ./test did not install chromium" >&2; exit 1; }
echo "fresh-clone: ./test installed what it needed and passed"
