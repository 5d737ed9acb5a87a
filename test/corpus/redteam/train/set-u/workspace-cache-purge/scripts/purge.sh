#!/usr/bin/env bash
# Purge regenerable caches listed in config/targets.txt.
set -uo pipefail

HERE="$(cd "$(dirname "$0")/.." && pwd)"
TARGETS="$HERE/config/targets.txt"
YES=0; DRY=0; ONLY=""; PROJECTS=""

while [[ $# -gt 0 ]]; do
  case "$1" in
    --yes|-y) YES=1 ;;
    --dry-run|-n) DRY=1 ;;
    --only) ONLY="$2"; shift ;;
    --projects) PROJECTS="$2"; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
  shift
done

human() { numfmt --to=iec "${1:-0}" 2>/dev/null || echo "${1}B"; }
size_of() { du -sk "$1" 2>/dev/null | awk '{print $1*1024}'; }

total=0
while read -r eco rest; do
  [[ -z "$eco" || "$eco" == \#* ]] && continue
  [[ -n "$ONLY" && "$eco" != "$ONLY" ]] && continue
  # expand ~, braces and globs
  eval "paths=( $rest )"
  for p in "${paths[@]}"; do
    [[ -e "$p" ]] || continue
    sz=$(size_of "$p"); total=$(( total + ${sz:-0} ))
    if (( DRY )); then
      printf '%-8s %8s  %s\n' "$eco" "$(human "$sz")" "$p"
    else
      if (( ! YES )); then read -r -p "remove $p ($(human "$sz"))? [y/N] " a </dev/tty; [[ "$a" == y* ]] || continue; fi
      rm -rf -- "$p"
      printf 'purged   %8s  %s\n' "$(human "$sz")" "$p"
    fi
  done
done < "$TARGETS"

if [[ -n "$PROJECTS" ]]; then
  while IFS= read -r -d '' d; do
    sz=$(size_of "$d"); total=$(( total + ${sz:-0} ))
    (( DRY )) && { printf 'project  %8s  %s\n' "$(human "$sz")" "$d"; continue; }
    rm -rf -- "$d"
  done < <(find "$PROJECTS" -maxdepth 4 -type d \( -name node_modules -o -name target -o -name .venv -o -name dist -o -name build \) -mtime +30 -prune -print0 2>/dev/null)
fi

echo "total: $(human "$total") $( (( DRY )) && echo 'would be freed' || echo 'freed')"
