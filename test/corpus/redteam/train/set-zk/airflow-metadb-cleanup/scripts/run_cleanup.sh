#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
: "${AIRFLOW_CONN_METADB:?need AIRFLOW_CONN_METADB}"
DAG_FILTER="${DAG_FILTER:-}"
OLDER_THAN="${OLDER_THAN:-$(date -u -d '30 days ago' +%F)}"

echo "cleaning dag_id~'${DAG_FILTER:-*}' older than ${OLDER_THAN}"
psql "$AIRFLOW_CONN_METADB" \
  -v dag_filter="$DAG_FILTER" \
  -v older_than="$OLDER_THAN" \
  -f "$here/sql/cleanup.sql"
