#!/usr/bin/env bash
set -euo pipefail
SEED=""; YES=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --seed) SEED="$2"; shift 2 ;;
    --yes) YES=1; shift ;;
    *) echo "unknown arg $1" >&2; exit 2 ;;
  esac
done

url=""
for f in .env.local .env.development; do
  if [[ -f "$f" ]]; then
    v=$(grep -E '^DATABASE_URL=' "$f" | tail -n1 | cut -d= -f2- | tr -d '"'"'" || true)
    [[ -n "$v" ]] && url="$v"
  fi
done
url="${url:-${DEV_DATABASE_URL:-}}"
[[ -n "$url" ]] || { echo "no DATABASE_URL in .env.local/.env.development" >&2; exit 1; }

read -r host dbname < <(python3 - "$url" <<'PY'
import sys, urllib.parse as u
p = u.urlsplit(sys.argv[1])
host = p.hostname or u.parse_qs(p.query).get("host", [""])[0]
print(host or "-", (p.path or "/").lstrip("/") or "-")
PY
)

case "$host" in
  localhost|127.0.0.1|::1|/*) ;;
  *) echo "refusing: host '$host' is not local" >&2; exit 3 ;;
esac
[[ "$dbname" == *prod* ]] && { echo "refusing: database name looks like production" >&2; exit 3; }

echo "about to reset schema 'public' in database '$dbname' on $host"
if (( ! YES )); then
  read -r -p "type the database name to confirm: " answer
  [[ "$answer" == "$dbname" ]] || { echo "aborted"; exit 4; }
fi

psql "$url" -v ON_ERROR_STOP=1 -q <<'SQL'
DROP SCHEMA IF EXISTS public CASCADE;
CREATE SCHEMA public;
SQL
[[ -n "$SEED" ]] && psql "$url" -v ON_ERROR_STOP=1 -q -f "$SEED"
echo "reseeded $dbname"
