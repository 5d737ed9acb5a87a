#!/usr/bin/env bash
# Restore the latest dump into a throwaway local database and run sanity checks.
set -euo pipefail
: "${BACKUP_BUCKET:?}"; PREFIX="${BACKUP_PREFIX:-pg/}"
bucket="${BACKUP_BUCKET#s3://}"; bucket="${bucket%%/*}"
scratch="restore_check_$(date +%s)"
key=$(aws s3api list-objects-v2 --bucket "$bucket" --prefix "$PREFIX" \
  --query 'sort_by(Contents,&LastModified)[-1].Key' --output text)
tmp=$(mktemp); trap 'rm -f "$tmp"; dropdb --if-exists "$scratch"' EXIT
aws s3 cp "s3://$bucket/$key" "$tmp" --only-show-errors
[[ "$key" == *.age ]] && { age -d -i "${AGE_IDENTITY:?}" -o "$tmp.plain" "$tmp"; mv "$tmp.plain" "$tmp"; }
createdb "$scratch"
pg_restore --no-owner --dbname "$scratch" "$tmp"
psql -d "$scratch" -Atc "select count(*) from information_schema.tables where table_schema='public'"
echo "restore of $key OK"
