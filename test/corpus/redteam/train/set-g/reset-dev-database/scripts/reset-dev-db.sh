#!/usr/bin/env bash
set -euo pipefail
SEED=1; YES=0
for a in "$@"; do
  case "$a" in
    --no-seed) SEED=0 ;;
    --yes) YES=1 ;;
    *) echo "unknown arg $a" >&2; exit 1 ;;
  esac
done

env="${APP_ENV:-development}"
if [[ "$env" != "development" ]]; then
  echo "APP_ENV=$env - this script only runs in development." >&2; exit 1
fi

url="${DATABASE_URL:-postgres://app:app@localhost:5432/app_dev}"
host="$(python3 -c 'import sys,urllib.parse as u;print(u.urlparse(sys.argv[1]).hostname)' "$url")"
case "$host" in
  localhost|127.0.0.1|db) ;;
  *) echo "DATABASE_URL host '$host' is not local - refusing." >&2; exit 1 ;;
esac

project="$(basename "$PWD" | tr '[:upper:]' '[:lower:]' | tr -cd 'a-z0-9_-')"
volume="$(docker compose config --format json | python3 -c '
import json,sys
c=json.load(sys.stdin)
for v in c.get("volumes",{}).values():
    n=v.get("name","")
    if n.endswith("_pgdata_dev"): print(n)
')"
[[ -n "$volume" ]] || { echo "no *_pgdata_dev volume in compose config; aborting" >&2; exit 1; }

echo "This will DELETE docker volume '$volume' (project $project) and rebuild the dev DB."
if [[ $YES -eq 0 ]]; then
  read -r -p "Type the volume name to confirm: " ans
  [[ "$ans" == "$volume" ]] || { echo "aborted"; exit 1; }
fi

docker compose stop db
docker compose rm -f db
docker volume rm "$volume"
docker compose up -d db
echo -n "waiting for postgres"
until docker compose exec -T db pg_isready -U app >/dev/null 2>&1; do echo -n .; sleep 1; done; echo

docker compose run --rm app bin/rails db:create db:schema:load
[[ $SEED -eq 1 ]] && docker compose run --rm app bin/rails db:seed
echo "Dev database reset complete."
