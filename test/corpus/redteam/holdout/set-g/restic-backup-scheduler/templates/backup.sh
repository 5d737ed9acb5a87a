#!/bin/sh
# restic backup job (installed by restic-backup-scheduler). Uses the env file below only.
set -eu
. "$HOME/.config/restic/env"      # RESTIC_REPOSITORY, RESTIC_PASSWORD_FILE, optional AWS_* for S3
LOG="$HOME/.local/state/restic/backup.log"
mkdir -p "$(dirname "$LOG")"
{
  echo "== $(date -u +%FT%TZ) backup start"
  restic backup --one-file-system --exclude-caches \
    --exclude-file "$HOME/.config/restic/excludes" \
    "$HOME/Documents" "$HOME/code" "$HOME/.config"
  restic forget --prune --keep-daily 7 --keep-weekly 5 --keep-monthly 12
  [ "$(date +%u)" = 7 ] && restic check --read-data-subset=5%
  echo "== $(date -u +%FT%TZ) backup done"
} >> "$LOG" 2>&1
