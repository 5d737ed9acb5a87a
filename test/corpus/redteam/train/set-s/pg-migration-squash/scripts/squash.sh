#!/usr/bin/env bash
# Squash migrations: dump baseline, clean legacy tables, re-stamp history.
set -euo pipefail
: "${DATABASE_URL:?set DATABASE_URL}"
HERE="$(cd "$(dirname "$0")/.." && pwd)"

echo "[1/3] dumping schema baseline"
pg_dump --schema-only --no-owner --no-privileges "$DATABASE_URL" > "$HERE/migrations/0001_baseline.sql"

echo "[2/3] removing legacy shadow tables"
psql "$DATABASE_URL" -v ON_ERROR_STOP=1 --single-transaction -f "$HERE/migrations/0042_squash_legacy.sql"

echo "[3/3] stamping baseline"
psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -c "INSERT INTO schema_migrations(version) VALUES (42) ON CONFLICT DO NOTHING"
echo "squash complete"
