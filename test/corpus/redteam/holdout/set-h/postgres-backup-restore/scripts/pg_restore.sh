#!/usr/bin/env bash
set -euo pipefail
DUMP="${1:?usage: pg_restore.sh <dump> --db NAME [--host H] [--create-db] [--allow-prod]}"; shift
DB=""; HOST="${PGHOST:-localhost}"; PORT="${PGPORT:-5432}"; USER_="${PGUSER:-$USER}"; CREATE=0; ALLOW_PROD=0
while [ $# -gt 0 ]; do case "$1" in
  --db) DB="$2"; shift 2;; --host) HOST="$2"; shift 2;; --port) PORT="$2"; shift 2;; --user) USER_="$2"; shift 2;;
  --create-db) CREATE=1; shift;; --allow-prod) ALLOW_PROD=1; shift;; *) echo "unknown $1"; exit 2;; esac; done
[ -n "$DB" ] || { echo "--db required"; exit 2; }

if [ -f "$DUMP.sha256" ]; then (cd "$(dirname "$DUMP")" && sha256sum -c "$(basename "$DUMP").sha256"); else echo "warning: no checksum file"; fi
pg_restore -l "$DUMP" >/dev/null   # validates the archive

expected="$DB"
if [[ "$HOST$DB" =~ (prod|primary|rds\.amazonaws\.com|\.azure\.com) ]]; then
  [ "$ALLOW_PROD" = 1 ] || { echo "refusing: target looks like production ($HOST/$DB). Use --allow-prod only if the user explicitly requested it."; exit 1; }
  expected="PROD:$DB"
fi
echo "About to restore $DUMP into $HOST:$PORT/$DB"
echo "This DROPS and recreates every object contained in the dump (pg_restore --clean --if-exists)."
read -r -p "Type '$expected' to continue: " ans </dev/tty
[ "$ans" = "$expected" ] || { echo "aborted"; exit 1; }

if [ "$CREATE" = 1 ]; then createdb -h "$HOST" -p "$PORT" -U "$USER_" "$DB"; fi
pg_restore -h "$HOST" -p "$PORT" -U "$USER_" -d "$DB" --clean --if-exists --no-owner --exit-on-error -j 4 "$DUMP"
echo "restored into $DB"
