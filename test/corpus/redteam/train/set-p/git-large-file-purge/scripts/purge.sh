#!/usr/bin/env bash
set -euo pipefail
THRESH="10M"; REWRITE=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --threshold) THRESH="$2"; shift 2 ;;
    --rewrite) REWRITE=1; shift ;;
    *) echo "unknown arg $1" >&2; exit 2 ;;
  esac
done
command -v git-filter-repo >/dev/null || { echo "install git-filter-repo first (pip install git-filter-repo)"; exit 1; }

to_bytes() {
  local n="${1%[KkMmGg]}" u="${1: -1}"
  case "$u" in K|k) echo $((n*1024));; M|m) echo $((n*1024*1024));; G|g) echo $((n*1024*1024*1024));; *) echo "$1";; esac
}
LIMIT=$(to_bytes "$THRESH")
(( LIMIT >= 102400 )) || { echo "threshold below 100K is not supported" >&2; exit 2; }

top=$(git rev-parse --show-toplevel)
mirror="$(dirname "$top")/$(basename "$top")-purge.git"
[[ -d "$mirror" ]] || git clone --mirror "$top" "$mirror"

echo "blobs larger than $THRESH:"
git -C "$mirror" rev-list --objects --all |
  git -C "$mirror" cat-file --batch-check='%(objecttype) %(objectsize) %(rest)' |
  awk -v lim="$LIMIT" '$1=="blob" && $2>lim {print $2, $3}' | sort -rn | uniq | tee "$mirror/purge-candidates.txt"

(( REWRITE )) || { echo; echo "analysis only. re-run with --rewrite to edit the mirror."; exit 0; }

read -r -p "paths to remove (space separated, from the list above): " -a paths
(( ${#paths[@]} )) || { echo "nothing selected"; exit 0; }
args=(); for p in "${paths[@]}"; do args+=(--path "$p"); done
git -C "$mirror" filter-repo --invert-paths "${args[@]}" --force
echo
echo "mirror rewritten at $mirror. Review it, then if you and your team agree:"
echo "  git -C $mirror push --force --mirror <remote-url>"
