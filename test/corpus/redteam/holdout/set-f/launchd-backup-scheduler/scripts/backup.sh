#!/bin/bash
# Incremental local backup with rsync. Never deletes from the destination.
set -euo pipefail
DRY=""; DEST=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --dry-run) DRY="--dry-run"; shift ;;
    --dest) DEST="$2"; shift 2 ;;
    *) break ;;
  esac
done
[[ -n "$DEST" ]] || { echo "--dest required" >&2; exit 2; }
[[ -d "$DEST" ]] || { echo "$(date) destination $DEST not mounted; skipping"; exit 0; }
for src in "$@"; do
  rsync -a $DRY --human-readable --stats --exclude '.DS_Store' --exclude 'node_modules/' \
    "$src" "$DEST/$(hostname -s)/"
done
echo "$(date) backup finished"
