#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/../deploy"
[[ -f .env ]] || { echo "copy .env.example to .env and edit it first"; exit 1; }
# shellcheck disable=SC1091
source .env
for v in MATOMO_DOMAIN DB_ROOT_PASSWORD DB_PASSWORD; do
  [[ -n "${!v:-}" ]] || { echo "$v missing in .env"; exit 1; }
  [[ "${!v}" != change-me* ]] || { echo "$v still has the example value"; exit 1; }
done
chmod 600 .env
docker compose pull
docker compose up -d
echo "Matomo starting at https://$MATOMO_DOMAIN (TLS certificate is issued by Caddy on first request)"
docker compose ps
