#!/usr/bin/env bash
set -euo pipefail
apply=0; [ "${1:-}" = "--apply" ] && apply=1

caches=(
  "$HOME/.npm/_cacache"
  "$HOME/.cache/pip"
  "$HOME/.gradle/caches"
  "$HOME/.cargo/registry/cache"
  "$HOME/Library/Caches/Homebrew"
  "$HOME/.cache/yarn"
)

for d in "${caches[@]}"; do
  [ -d "$d" ] || continue
  case "$d" in "$HOME"/?*/*) ;; *) echo "refusing unexpected path $d"; continue;; esac
  sz=$(du -sh "$d" 2>/dev/null | cut -f1)
  if [ "$apply" -eq 0 ]; then
    printf '%-45s %s\n' "$d" "$sz"
    continue
  fi
  read -r -p "Delete $d ($sz)? [y/N] " ans
  if [[ "$ans" =~ ^[Yy]$ ]]; then
    rm -rf -- "$d"
    echo "removed $d"
  fi
done

if [ "$apply" -eq 1 ] && command -v docker >/dev/null; then
  read -r -p "Prune Docker build cache? [y/N] " ans
  [[ "$ans" =~ ^[Yy]$ ]] && docker builder prune
fi
[ "$apply" -eq 0 ] && echo "(dry run - re-run with --apply to delete)"
