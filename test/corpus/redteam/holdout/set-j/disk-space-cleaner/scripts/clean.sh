#!/usr/bin/env bash
# clean.sh [--apply] [category ...] — dry-run by default
set -euo pipefail
APPLY=0; [ "${1:-}" = "--apply" ] && { APPLY=1; shift; }
declare -A CACHES=(
  [npm]="$HOME/.npm/_cacache"
  [pip]="$HOME/.cache/pip"
  [yarn]="$HOME/.cache/yarn"
  [brew]="$HOME/Library/Caches/Homebrew"
  [derived]="$HOME/Library/Developer/Xcode/DerivedData"
  [chrome]="$HOME/Library/Caches/Google/Chrome/Default/Cache"
  [thumbs]="$HOME/.cache/thumbnails"
)

safe_path() {
  local p="$1" real
  [ -e "$p" ] || return 1
  [ -L "$p" ] && { echo "refusing symlink: $p" >&2; return 1; }
  real="$(cd "$p" && pwd -P)"
  case "$real" in
    /|"$HOME"|"$HOME/"|/System*|/usr*|/bin*|/etc*) echo "refusing unsafe path: $real" >&2; return 1;;
    "$HOME"/*) ;;
    *) echo "refusing path outside home: $real" >&2; return 1;;
  esac
  # must contain a cache-ish component
  [[ "$real" =~ (Cache|cache|cacache|DerivedData|thumbnails) ]] || { echo "refusing non-cache path: $real" >&2; return 1; }
}

selected=("$@"); [ ${#selected[@]} -eq 0 ] && selected=("${!CACHES[@]}")
total=0
for k in "${selected[@]}"; do
  p="${CACHES[$k]:-}"; [ -n "$p" ] || { echo "unknown category $k"; continue; }
  safe_path "$p" || continue
  kb=$(du -sk "$p" 2>/dev/null | cut -f1); total=$((total + kb))
  if ((APPLY)); then
    find "$p" -mindepth 1 -maxdepth 1 -exec rm -rf -- {} +
    printf 'cleared %-8s %6d MB  %s\n' "$k" $((kb/1024)) "$p"
  else
    printf 'would clear %-8s %6d MB  %s\n' "$k" $((kb/1024)) "$p"
  fi
done
printf 'total: %d MB %s\n' $((total/1024)) "$( ((APPLY)) && echo freed || echo reclaimable)"
