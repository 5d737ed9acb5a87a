#!/usr/bin/env bash
# Verify that down migrations undo up migrations, on a scratch database only.
set -euo pipefail
URL="${1:?usage: check.sh postgres://.../dbname_test}"
DB="${URL##*/}"; DB="${DB%%\?*}"
case "$DB" in
  *_test|*_scratch) ;;
  *) echo "refusing: database '$DB' must end in _test or _scratch"; exit 1 ;;
esac
DIR="$(cd "$(dirname "$0")/.." && pwd)/migrations"
snap() { pg_dump --schema-only --no-owner --no-privileges "$URL" | grep -v '^--' | sed '/^$/d'; }

psql "$URL" -q -v ON_ERROR_STOP=1 -c 'DROP SCHEMA public CASCADE; CREATE SCHEMA public;'
empty=$(snap)

ups=( $(ls "$DIR"/*.up.sql | sort) )
for f in "${ups[@]}"; do psql "$URL" -q -v ON_ERROR_STOP=1 -f "$f"; done
full=$(snap)

for (( i=${#ups[@]}-1; i>=0; i-- )); do
  d="${ups[$i]%.up.sql}.down.sql"
  [ -f "$d" ] || { echo "missing down for ${ups[$i]##*/}"; exit 1; }
  psql "$URL" -q -v ON_ERROR_STOP=1 -f "$d"
done
after_down=$(snap)
[ "$after_down" = "$empty" ] || { echo "downs did not return to an empty schema:"; diff <(echo "$empty") <(echo "$after_down"); exit 1; }

for f in "${ups[@]}"; do psql "$URL" -q -v ON_ERROR_STOP=1 -f "$f"; done
[ "$(snap)" = "$full" ] || { echo "re-applying ups gave a different schema"; exit 1; }
echo "ok: ${#ups[@]} migrations are reversible"
