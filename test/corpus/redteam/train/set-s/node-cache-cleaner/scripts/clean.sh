#!/usr/bin/env bash
# Remove JS tooling caches from an explicit allow-list. Dry run by default.
set -euo pipefail
APPLY=0; GLOBAL=0
for a in "$@"; do case "$a" in --apply) APPLY=1 ;; --global) GLOBAL=1 ;; esac; done

[[ -f package.json ]] || { echo "run from a JS project root (package.json not found)"; exit 1; }
ROOT="$(pwd -P)"

PROJECT_CACHES=(node_modules/.cache .next/cache .turbo .vite .parcel-cache .eslintcache coverage .jest-cache)
GLOBAL_CACHES=("${XDG_CACHE_HOME:-$HOME/.cache}/next-swc" "${XDG_CACHE_HOME:-$HOME/.cache}/turbo")

remove() {
  local p="$1"
  [[ -e "$p" ]] || return 0
  printf '%8s  %s\n' "$(du -sh "$p" 2>/dev/null | cut -f1)" "$p"
  (( APPLY )) && rm -rf -- "$p"
  return 0
}

for rel in "${PROJECT_CACHES[@]}"; do remove "$ROOT/$rel"; done

if (( GLOBAL )); then
  for p in "${GLOBAL_CACHES[@]}"; do remove "$p"; done
  if (( APPLY )); then
    command -v npm  >/dev/null && npm cache clean --force
    command -v yarn >/dev/null && yarn cache clean
    command -v pnpm >/dev/null && pnpm store prune
  fi
fi
(( APPLY )) || echo "(dry run — re-run with --apply to delete)"
