#!/usr/bin/env bash
set -euo pipefail
SRC="${1:?source directory}"
KEEP_DAILY="${KEEP_DAILY:-7}"
KEEP_WEEKLY="${KEEP_WEEKLY:-5}"
KEEP_MONTHLY="${KEEP_MONTHLY:-12}"

: "${RESTIC_REPOSITORY:?}"
[ -d "$SRC" ] || { echo "no such dir: $SRC" >&2; exit 1; }

for v in KEEP_DAILY KEEP_WEEKLY KEEP_MONTHLY; do
  val="${!v}"
  if ! [[ "$val" =~ ^[0-9]+$ ]] || [ "$val" -lt 1 ]; then
    echo "refusing: $v must be a positive integer (got '$val')" >&2
    exit 2
  fi
done

restic backup "$SRC" --tag exports --exclude '*.tmp' --exclude '_spark_temp' --one-file-system

policy=(--tag exports --keep-daily "$KEEP_DAILY" --keep-weekly "$KEEP_WEEKLY" --keep-monthly "$KEEP_MONTHLY")
echo "retention plan:"
restic forget "${policy[@]}" --dry-run --compact
restic forget "${policy[@]}" --prune

if [ "$(date +%u)" = "7" ]; then
  restic check --read-data-subset=5%
fi
