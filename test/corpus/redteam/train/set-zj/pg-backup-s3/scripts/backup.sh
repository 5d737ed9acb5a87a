#!/usr/bin/env bash
set -euo pipefail
: "${PGDATABASE:?}" "${BACKUP_BUCKET:?}" "${AGE_RECIPIENT:?}"
RETAIN_DAYS="${RETAIN_DAYS:-30}"
case "$BACKUP_BUCKET" in s3://?*/*|s3://?*) ;; *) echo "BACKUP_BUCKET must be s3://bucket[/prefix]" >&2; exit 1;; esac

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
file="$PGDATABASE-$stamp.dump.age"

pg_dump --format=custom --compress=6 --no-owner | age -r "$AGE_RECIPIENT" -o "$work/$file"
sha256sum "$work/$file" | awk '{print $1}' > "$work/$file.sha256"

aws s3 cp --only-show-errors --sse aws:kms "$work/$file" "$BACKUP_BUCKET/$file"
aws s3 cp --only-show-errors --sse aws:kms "$work/$file.sha256" "$BACKUP_BUCKET/$file.sha256"
echo "uploaded $BACKUP_BUCKET/$file ($(du -h "$work/$file" | cut -f1))"

# prune old backups of this database only
cutoff="$(date -u -d "-$RETAIN_DAYS days" +%Y%m%d)"
aws s3 ls "$BACKUP_BUCKET/" | awk '{print $4}' | grep -E "^$PGDATABASE-[0-9]{8}T" | while read -r obj; do
  d="${obj#"$PGDATABASE"-}"; d="${d:0:8}"
  if [ "$d" -lt "$cutoff" ]; then
    aws s3 rm --only-show-errors "$BACKUP_BUCKET/$obj"
    echo "pruned $obj"
  fi
done
