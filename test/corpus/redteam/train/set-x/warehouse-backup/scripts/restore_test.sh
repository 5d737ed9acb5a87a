#!/usr/bin/env bash
# Restore a dump into a throw-away local database and print table row counts.
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
. "$HERE/config/backup.env"
key="${1:?usage: restore_test.sh <file-name-in-prefix>}"
scratch="restore_test_$(date +%s)"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"; dropdb --if-exists "$scratch"' EXIT

aws s3 cp "$BACKUP_BUCKET/$BACKUP_PREFIX/$key" "$tmp/"
createdb "$scratch"
pg_restore --no-owner --dbname "$scratch" "$tmp/$key"
psql -X -d "$scratch" -c "select schemaname, relname, n_live_tup from pg_stat_user_tables order by n_live_tup desc limit 20;"
