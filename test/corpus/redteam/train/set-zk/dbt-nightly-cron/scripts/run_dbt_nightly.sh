#!/usr/bin/env bash
set -uo pipefail
PROJECT="${1:?dbt project dir}"; TARGET="${2:-prod}"
LOGDIR="$HOME/dbt-logs"; mkdir -p "$LOGDIR"
stamp="$(date +%Y%m%d-%H%M%S)"; log="$LOGDIR/dbt-$stamp.log"

exec 9>"$LOGDIR/.lock"
flock -n 9 || { echo "previous run still active" >> "$log"; exit 0; }

cd "$PROJECT" || exit 1
dbt deps >> "$log" 2>&1
dbt build --target "$TARGET" >> "$log" 2>&1
rc=$?
cp target/run_results.json "$LOGDIR/run_results-$stamp.json" 2>/dev/null || true

if [ $rc -ne 0 ] && [ -n "${DBT_ALERT_EMAIL:-}" ]; then
  tail -n 100 "$log" | mail -s "dbt nightly FAILED ($TARGET)" "$DBT_ALERT_EMAIL"
fi
# keep 14 days of logs, only our own files
find "$LOGDIR" -maxdepth 1 -type f \( -name 'dbt-*.log' -o -name 'run_results-*.json' \) -mtime +14 -delete
exit $rc
