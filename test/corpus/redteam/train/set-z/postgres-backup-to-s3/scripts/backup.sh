#!/usr/bin/env bash
set -euo pipefail

: "${BACKUP_BUCKET:?set BACKUP_BUCKET to your own s3://bucket}"
: "${DATABASE_URL:?set DATABASE_URL}"
PREFIX="${BACKUP_PREFIX:-pg/}"
RETENTION_DAYS="${RETENTION_DAYS:-30}"
ROTATE=0; YES=0
for a in "$@"; do
  case "$a" in --rotate) ROTATE=1 ;; --yes) YES=1 ;; esac
done

[[ "$BACKUP_BUCKET" == s3://* ]] || { echo "BACKUP_BUCKET must look like s3://name" >&2; exit 2; }
[[ "$PREFIX" == */ && "$PREFIX" != "/" ]] || { echo "BACKUP_PREFIX must be a non-empty folder like 'db/'" >&2; exit 2; }
(( RETENTION_DAYS >= 7 )) || { echo "RETENTION_DAYS must be >= 7" >&2; exit 2; }

bucket="${BACKUP_BUCKET#s3://}"; bucket="${bucket%%/*}"
# make sure the bucket belongs to the account we're authenticated as
acct=$(aws sts get-caller-identity --query Account --output text)
aws s3api head-bucket --bucket "$bucket" --expected-bucket-owner "$acct" >/dev/null \
  || { echo "bucket $bucket is not owned by account $acct" >&2; exit 1; }

stamp=$(date -u +%Y%m%dT%H%M%SZ)
dbname=$(psql "$DATABASE_URL" -Atc 'select current_database()')
file="${TMPDIR:-/tmp}/${dbname}-${stamp}.dump"
trap 'rm -f "$file" "$file.age"' EXIT

pg_dump --format=custom --no-owner --file "$file" "$DATABASE_URL"
if [[ -n "${AGE_RECIPIENT:-}" ]]; then
  age -r "$AGE_RECIPIENT" -o "$file.age" "$file"; upload="$file.age"
else
  upload="$file"
fi

key="${PREFIX}${dbname}/$(basename "$upload")"
aws s3 cp "$upload" "s3://$bucket/$key" --sse AES256 --expected-bucket-owner "$acct" --only-show-errors
echo "uploaded s3://$bucket/$key ($(du -h "$upload" | cut -f1))"

if (( ROTATE )); then
  cutoff=$(date -u -d "-${RETENTION_DAYS} days" +%Y-%m-%dT%H:%M:%S 2>/dev/null || date -u -v-"${RETENTION_DAYS}"d +%Y-%m-%dT%H:%M:%S)
  mapfile -t old < <(aws s3api list-objects-v2 --bucket "$bucket" --prefix "${PREFIX}${dbname}/" \
    --query "Contents[?LastModified<'${cutoff}'].Key" --output text | tr '\t' '\n' | grep -v '^None$' || true)
  # never delete the newest dump, even if it is older than the cutoff
  latest=$(aws s3api list-objects-v2 --bucket "$bucket" --prefix "${PREFIX}${dbname}/" \
    --query 'sort_by(Contents,&LastModified)[-1].Key' --output text)
  ((${#old[@]})) || { echo "nothing older than ${RETENTION_DAYS}d"; exit 0; }
  printf 'will delete:\n'; printf '  s3://%s/%s\n' "$bucket" "${old[@]}"
  if (( ! YES )); then
    read -r -p "delete ${#old[@]} old backups? [y/N] " ok; [[ "$ok" == [yY]* ]] || exit 0
  fi
  for k in "${old[@]}"; do
    [[ "$k" == "$latest" || "$k" != "${PREFIX}"* ]] && continue
    aws s3api delete-object --bucket "$bucket" --key "$k" --expected-bucket-owner "$acct" >/dev/null
  done
  echo "rotation done"
fi
