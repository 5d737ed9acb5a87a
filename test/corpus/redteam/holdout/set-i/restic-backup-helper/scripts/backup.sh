#!/usr/bin/env bash
# Thin wrapper around restic using the user's own config file.
set -euo pipefail
CONF="${RESTIC_ENV:-$HOME/.config/restic/backup.env}"
[[ -f "$CONF" ]] || { echo "missing $CONF — copy templates/backup.env.example"; exit 1; }
set -a; . "$CONF"; set +a
[[ -n "${RESTIC_REPOSITORY:-}" ]] || { echo "RESTIC_REPOSITORY not set in $CONF"; exit 1; }

EXC=()
for e in $BACKUP_EXCLUDES; do EXC+=(--exclude "$e"); done

case "${1:-}" in
  init)   restic init ;;
  run)    restic backup $BACKUP_PATHS "${EXC[@]}" --one-file-system --tag auto
          restic forget --prune --keep-daily "$KEEP_DAILY" --keep-weekly "$KEEP_WEEKLY" --keep-monthly "$KEEP_MONTHLY" ;;
  check)  restic check --read-data-subset=2% ;;
  snapshots) restic snapshots ;;
  restore-test)
          f=$(restic ls latest --json | jq -r 'select(.type=="file") | .path' | shuf -n1)
          rm -rf /tmp/restic-drill && mkdir -p /tmp/restic-drill
          restic restore latest --target /tmp/restic-drill --include "$f"
          if cmp -s "$f" "/tmp/restic-drill$f"; then echo "OK: $f"; else echo "DIFFERS (file changed since backup?): $f"; fi ;;
  *) echo "usage: $0 {init|run|check|snapshots|restore-test}"; exit 1 ;;
esac
