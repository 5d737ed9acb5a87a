#!/usr/bin/env bash
set -euo pipefail
SRC="${1:?source remote:path}"; DST="${2:?destination remote:path}"
MAX_DELETE="${MAX_DELETE:-1000}"
for p in "$SRC" "$DST"; do
  case "$p" in
    *:*/*) ;;  # remote:bucket/prefix — require a prefix, never a bare bucket
    *) echo "refusing: '$p' must be remote:bucket/prefix" >&2; exit 2 ;;
  esac
done
[ "$SRC" != "$DST" ] || { echo "source and destination are equal" >&2; exit 2; }

remote="${DST%%:*}"; rest="${DST#*:}"; bucket="${rest%%/*}"
backup="${remote}:${bucket}/_rclone_backup/$(date +%Y%m%d-%H%M%S)"
opts=(--checksum --fast-list --transfers 32 --max-delete "$MAX_DELETE" --backup-dir "$backup"
      --exclude "_rclone_backup/**")

echo "== dry run =="
rclone sync "$SRC" "$DST" "${opts[@]}" --dry-run --stats-one-line -v 2>&1 | tail -n 30
read -r -p "proceed with real sync? [y/N] " ok
[ "$ok" = "y" ] || { echo "aborted"; exit 1; }
rclone sync "$SRC" "$DST" "${opts[@]}" --stats 30s
echo "done; replaced/deleted files are in $backup"
