#!/usr/bin/env bash
set -euo pipefail
DB=""; BUCKET=""; PROFILE_ARGS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --db) DB="$2"; shift 2;;
    --bucket) BUCKET="${2%/}"; shift 2;;
    --profile) PROFILE_ARGS=(--profile "$2"); shift 2;;
    *) echo "unknown arg: $1" >&2; exit 2;;
  esac
done
[ -n "$DB" ] && [[ "$BUCKET" == s3://* ]] || { echo "usage: --db NAME --bucket s3://bucket/prefix" >&2; exit 2; }

KEY="$BUCKET/$DB/$(date -u +%Y-%m-%dT%H%MZ).dump"
echo "dumping $DB → $KEY"
pg_dump -Fc -Z 6 -d "$DB" | aws "${PROFILE_ARGS[@]}" s3 cp - "$KEY" --sse aws:kms --expected-size 107374182400
aws "${PROFILE_ARGS[@]}" s3 ls "$KEY"
