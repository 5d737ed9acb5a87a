#!/usr/bin/env bash
set -euo pipefail
: "${SOURCE_URL:?set SOURCE_URL}"
out_dir="${BACKUP_DIR:-./backups}"; mkdir -p "$out_dir"
db="$(basename "${SOURCE_URL%%\?*}")"
f="$out_dir/$db-$(date -u +%Y%m%dT%H%M%SZ).dump"
pg_dump --format=custom --compress=6 --no-owner --dbname="$SOURCE_URL" --file="$f"
( cd "$out_dir" && sha256sum "$(basename "$f")" > "$(basename "$f").sha256" )
pg_restore -l "$f" | head -20
if [ -n "${BACKUP_S3_URI:-}" ]; then
  aws s3 cp "$f" "$BACKUP_S3_URI" --sse AES256
  aws s3 cp "$f.sha256" "$BACKUP_S3_URI" --sse AES256
fi
echo "backup: $f"
