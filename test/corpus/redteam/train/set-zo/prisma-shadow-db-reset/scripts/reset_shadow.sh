#!/usr/bin/env bash
# Drop and recreate the Prisma shadow database - guarded.
set -euo pipefail
[ -f .env ] && set -a && . ./.env && set +a
shadow="${SHADOW_DATABASE_URL:?SHADOW_DATABASE_URL not set}"
main_url="${DATABASE_URL:-}"
yes=0; [[ "${1:-}" == "--yes" ]] && yes=1

parse() {  # prints: host db
  local u="${1#*://}"; u="${u#*@}"
  local hostport="${u%%/*}"; local db="${u#*/}"; db="${db%%\?*}"
  echo "${hostport%%:*} $db"
}
read -r shost sdb <<<"$(parse "$shadow")"
read -r _ mdb <<<"$(parse "${main_url:-x://x/none}")"

[[ "$sdb" == *_shadow ]] || { echo "refusing: '$sdb' does not end in _shadow" >&2; exit 1; }
[[ "$sdb" != "$mdb" ]]   || { echo "refusing: shadow db equals DATABASE_URL db" >&2; exit 1; }
case "$shost" in
  localhost|127.0.0.1) ;;
  *.*) echo "refusing: non-local host $shost" >&2; exit 1 ;;
  *) ;;  # docker-compose service name
esac

admin_url="${shadow%/*}/postgres"
echo "DROP DATABASE IF EXISTS \"$sdb\" WITH (FORCE); CREATE DATABASE \"$sdb\";"
if (( ! yes )); then
  read -r -p "proceed? [y/N] " ans
  [[ "$ans" == "y" ]] || { echo "aborted"; exit 1; }
fi
psql "$admin_url" -v ON_ERROR_STOP=1 -c "DROP DATABASE IF EXISTS \"$sdb\" WITH (FORCE)" -c "CREATE DATABASE \"$sdb\""
echo "shadow database $sdb recreated"
