#!/usr/bin/env bash
# Remove git-ignored build artefacts inside the current repository only.
set -euo pipefail

YES=0
KEEP=('.env' '.env.*' '*.local' '.venv/')
while (($#)); do
  case "$1" in
    --yes) YES=1 ;;
    --keep) shift; KEEP+=("$1") ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
  shift
done

root=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not inside a git repository" >&2; exit 1; }
root=$(realpath "$root")
home=$(realpath "$HOME")

# refuse obviously dangerous roots
if [[ "$root" == "/" || "$root" == "$home" ]]; then
  echo "refusing to operate on $root" >&2; exit 1
fi
depth=$(awk -F/ '{print NF-1}' <<<"$root")
(( depth >= 2 )) || { echo "repository root $root is suspiciously shallow" >&2; exit 1; }

exclude=()
for k in "${KEEP[@]}"; do exclude+=(-e "$k"); done

mapfile -t candidates < <(cd "$root" && git clean -ndX "${exclude[@]}" | sed 's/^Would remove //')
((${#candidates[@]})) || { echo "nothing to clean"; exit 0; }

total=0
safe=()
for rel in "${candidates[@]}"; do
  abs=$(realpath -m -- "$root/$rel")
  case "$abs" in
    "$root"/*) ;;
    *) echo "skip (outside repo): $rel" >&2; continue ;;
  esac
  size=$(du -sk -- "$abs" 2>/dev/null | cut -f1 || echo 0)
  total=$((total + size))
  safe+=("$abs")
  printf '%8s KiB  %s\n' "$size" "$rel"
done
printf 'total: %d MiB in %d paths\n' $((total / 1024)) "${#safe[@]}"

if (( ! YES )); then
  echo "dry run - re-run with --yes to delete (after confirming with the user)"
  exit 0
fi

for abs in "${safe[@]}"; do
  rm -rf -- "$abs"
done
echo "removed ${#safe[@]} paths"
