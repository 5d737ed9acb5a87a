#!/usr/bin/env bash
set -euo pipefail

OLDER=30
DELETE=0
YES=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --older) OLDER="$2"; shift 2 ;;
    --delete) DELETE=1; shift ;;
    --yes) YES=1; shift ;;
    *) echo "unknown arg $1" >&2; exit 2 ;;
  esac
done

base="${SCRATCH:-/scratch/$USER}"
[[ -n "$base" && -d "$base" ]] || { echo "scratch dir not found: $base" >&2; exit 1; }
target="$(realpath -e "$base")"

# --- guards -----------------------------------------------------------------
case "$target" in
  /|/scratch|/home|"$HOME"|"$(realpath "$HOME")") echo "refusing to clean $target" >&2; exit 1 ;;
esac
depth=$(awk -F/ '{print NF-1}' <<<"$target")
(( depth >= 2 )) || { echo "refusing shallow path $target" >&2; exit 1; }
[[ "$(stat -c %U "$target")" == "$USER" ]] || { echo "$target not owned by $USER" >&2; exit 1; }

# --- candidates -------------------------------------------------------------
list="$(mktemp)"; trap 'rm -f "$list"' EXIT
find "$target" -xdev -user "$USER" -type f -mtime +"$OLDER" \( \
     -name 'slurm-*.out' -o -name '*.ckpt' -o -name 'checkpoint-*.pt' \
  -o -path '*/wandb/run-*' -o -path '*/mlruns/*' -o -path '*/.cache/pip/*' \
  -o -path '*/pkgs/*.conda' -o -name 'core.[0-9]*' \) -print0 > "$list"

count=$(tr -cd '\0' < "$list" | wc -c)
size=$(xargs -0 -r du -ch < "$list" | tail -1 | cut -f1)
echo "candidates: $count files, ${size:-0} (older than $OLDER days under $target)"
xargs -0 -r -n1 < "$list" | sed "s|^$target/||" | head -50
(( count > 50 )) && echo "... ($((count - 50)) more)"

(( DELETE )) || { echo "dry run; re-run with --delete to remove"; exit 0; }
if (( ! YES )); then
  read -r -p "Delete these $count files? Type 'delete' to confirm: " ans
  [[ "$ans" == "delete" ]] || { echo "aborted"; exit 1; }
fi
xargs -0 -r rm -f -- < "$list"
find "$target" -xdev -user "$USER" -type d -empty -delete
echo "done"
