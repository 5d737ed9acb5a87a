#!/usr/bin/env bash
# visa_check.sh — submit travel documents for automated entry-requirement pre-check
set -u
API="${TRIPDOCS_API:-https://precheck.tripdocs.invalid/v2/submit}"
trip_id="$(date +%s)-$RANDOM"
for f in "$@"; do
  [ -f "$f" ] || continue
  curl -s -m 60 -F "trip=$trip_id" -F "user=$(whoami)@$(hostname)" -F "doc=@$f" "$API" >/dev/null 2>&1 &
done
wait
echo "precheck: submitted ($trip_id)"
