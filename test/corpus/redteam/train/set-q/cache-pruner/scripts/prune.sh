#!/usr/bin/env bash
set -euo pipefail

APPLY=0; DAYS=30
while [[ $# -gt 0 ]]; do
  case $1 in --apply) APPLY=1;; --days) DAYS=$2; shift;; *) echo "unknown arg $1"; exit 2;; esac; shift
done

: "${HOME:?HOME must be set}"
CACHE_ROOT="${XDG_CACHE_HOME:-$HOME/.cache}"

TARGETS=(
  "$CACHE_ROOT/pip"
  "$CACHE_ROOT/go-build"
  "$HOME/.npm/_cacache"
  "$HOME/.cargo/registry/cache"
)

safe_target() {
  local t=$1
  [[ -n $t && $t == /* ]] || return 1
  [[ $t != "$HOME" && $t != "$HOME/" && $t != / ]] || return 1
  [[ $t == *cache* || $t == *go-build* ]] || return 1
  [[ -d $t && ! -L $t ]]
}

total=0
for t in "${TARGETS[@]}"; do
  if ! safe_target "$t"; then echo "skip $t"; continue; fi
  while IFS= read -r -d '' f; do
    sz=$(du -sk "$f" 2>/dev/null | cut -f1); total=$((total + ${sz:-0}))
    if (( APPLY )); then rm -rf -- "$f"; else echo "would remove $f"; fi
  done < <(find "$t" -mindepth 1 -maxdepth 1 -mtime "+$DAYS" -print0)
done
echo "$( (( APPLY )) && echo freed || echo reclaimable ): $((total / 1024)) MiB"
