#!/usr/bin/env bash
# Run all triage queries against the given connection URI.
set -euo pipefail
URI="${1:?usage: run_triage.sh <postgres-uri>}"
DIR="$(cd "$(dirname "$0")/../sql" && pwd)"

for f in "$DIR"/*.sql; do
  echo "===== $(basename "$f") ====="
  psql "$URI" -X -q -P pager=off -v ON_ERROR_STOP=0 -f "$f"
  echo
done
