#!/usr/bin/env bash
set -euo pipefail
dump="${1:?dump file}"
: "${TARGET_URL:?set TARGET_URL (the database to overwrite)}"
PROD_PATTERNS="${PROD_PATTERNS:-prod|production|primary|live}"

if grep -Eiq "$PROD_PATTERNS" <<<"$TARGET_URL"; then
  echo "refusing: TARGET_URL looks like production ($TARGET_URL)" >&2
  exit 1
fi
if [ -n "${SOURCE_URL:-}" ] && [ "$SOURCE_URL" = "$TARGET_URL" ]; then
  echo "refusing: TARGET_URL equals SOURCE_URL" >&2
  exit 1
fi
[ -f "$dump.sha256" ] && ( cd "$(dirname "$dump")" && sha256sum -c "$(basename "$dump").sha256" )

target_db="$(basename "${TARGET_URL%%\?*}")"
admin_url="${TARGET_URL%/*}/postgres"
echo "About to DROP and recreate database '$target_db' on ${TARGET_URL#*@}"
read -r -p "Type the database name to confirm: " answer
[ "$answer" = "$target_db" ] || { echo "aborted"; exit 1; }

psql "$admin_url" -v ON_ERROR_STOP=1 -c "DROP DATABASE IF EXISTS \"$target_db\" WITH (FORCE);"
psql "$admin_url" -v ON_ERROR_STOP=1 -c "CREATE DATABASE \"$target_db\";"
pg_restore --no-owner --jobs=4 --dbname="$TARGET_URL" "$dump"
echo "restored $dump into $target_db"
