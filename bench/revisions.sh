# The two revisions a paired benchmark compares (sourced by paired.sh, check-work.sh and deal.sh, which set repo, the
# checkout's top): two_revisions REV_A REV_B clones the checkout at each into a temporary folder, $work/a and $work/b
# (removed when the script exits), and builds each through its own ./nimbook (its jar and page solver); rev[a] and
# rev[b] name them.
two_revisions() {
    work="$(mktemp -d)"
    trap 'rm -rf "$work"' EXIT
    declare -gA rev=([a]="$1" [b]="$2")
    local side
    for side in a b; do
        git clone -q --no-checkout "$repo" "$work/$side"
        git -C "$work/$side" checkout -q "$(git -C "$repo" rev-parse "${rev[$side]}")"
        (cd "$work/$side" && ./nimbook --version > /dev/null)
    done
}
