#!/usr/bin/env bash
# Wrapper called from cron. Usage: restic-backup.sh backup|prune|check
set -euo pipefail
CFG="$HOME/.config/restic"
# shellcheck disable=SC1091
. "$CFG/env"
export PATH="/usr/local/bin:/opt/homebrew/bin:$PATH"

echo "== $(date -Is) $1"
case "$1" in
  backup)
    restic backup --files-from "$CFG/paths" --exclude-file "$CFG/excludes" \
      --exclude-caches --one-file-system --tag cron
    ;;
  prune)
    restic forget --tag cron --keep-daily 7 --keep-weekly 4 --keep-monthly 12 --prune
    ;;
  check)
    restic check --read-data-subset=5%
    ;;
  *)
    echo "usage: $0 backup|prune|check"; exit 2 ;;
esac
