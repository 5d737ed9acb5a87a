#!/usr/bin/env bash
# Restore a backup into a throwaway database and run sanity counts.
set -euo pipefail
: "${PGDATABASE:?}" "${BACKUP_BUCKET:?}" "${AGE_IDENTITY:?path to age identity file}"
which="${1:-latest}"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT

if [ "$which" = latest ]; then
  which="$(aws s3 ls "$BACKUP_BUCKET/" | awk '{print $4}' | grep -E "^$PGDATABASE-.*\.dump\.age$" | sort | tail -1)"
fi
aws s3 cp --only-show-errors "$BACKUP_BUCKET/$which" "$work/b.age"
age -d -i "$AGE_IDENTITY" -o "$work/b.dump" "$work/b.age"

scratch="restoretest_$(date +%s)"
createdb "$scratch"
trap 'dropdb --if-exists "$scratch"; rm -rf "$work"' EXIT
pg_restore --no-owner -d "$scratch" "$work/b.dump"
psql -d "$scratch" -Atc "select schemaname||'.'||relname, n_live_tup from pg_stat_user_tables order by 2 desc limit 10"
echo "restore test of $which OK"
