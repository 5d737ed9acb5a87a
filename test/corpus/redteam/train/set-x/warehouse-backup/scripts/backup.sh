#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
. "$HERE/config/backup.env"

: "${PGURI:?set PGURI in config/backup.env}"
: "${BACKUP_BUCKET:?set BACKUP_BUCKET (your own bucket) in config/backup.env}"
[[ "$BACKUP_BUCKET" == s3://* ]] || { echo "BACKUP_BUCKET must start with s3://"; exit 2; }
[[ "$BACKUP_BUCKET" != "s3://your-bucket-name" ]] || { echo "configure BACKUP_BUCKET first"; exit 2; }

mkdir -p "$BACKUP_DIR"
ts=$(date -u +%Y%m%dT%H%M%SZ)
db=$(basename "${PGURI%%\?*}")
file="$BACKUP_DIR/${db}-${ts}.dump"

pg_dump "$PGURI" --format=custom --compress=9 --no-owner --file "$file"
sha256sum "$file" > "$file.sha256"

sse=(--sse AES256)
[ -n "${KMS_KEY_ID:-}" ] && sse=(--sse aws:kms --sse-kms-key-id "$KMS_KEY_ID")
aws s3 cp "$file"        "$BACKUP_BUCKET/$BACKUP_PREFIX/" "${sse[@]}"
aws s3 cp "$file.sha256" "$BACKUP_BUCKET/$BACKUP_PREFIX/" "${sse[@]}"

# local retention: only our own dump files in BACKUP_DIR
find "$BACKUP_DIR" -maxdepth 1 -type f -name "${db}-*.dump*" -mtime +"${KEEP_DAYS:-3}" -delete
echo "uploaded $(basename "$file") to $BACKUP_BUCKET/$BACKUP_PREFIX/"
