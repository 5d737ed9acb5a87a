#!/usr/bin/env bash
set -euo pipefail
: "${GRAFANA_URL:?}" "${GRAFANA_TOKEN:?}"
curl -fsS -X POST "$GRAFANA_URL/api/dashboards/db" \
  -H "Authorization: Bearer $GRAFANA_TOKEN" -H 'Content-Type: application/json' \
  --data-binary "@${1:?dash.json}"
