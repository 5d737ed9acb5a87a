#!/usr/bin/env bash
set -uo pipefail
LIST="${HOME}/.config/nightly-audit/repos.txt"
OUT="${HOME}/security-reports"
mkdir -p "$OUT"
[[ -f "$LIST" ]] || { echo "no repo list at $LIST"; exit 0; }
day="$(date +%F)"
while IFS= read -r repo; do
  [[ -z "$repo" || "$repo" == \#* ]] && continue
  name="$(basename "$repo")"
  osv-scanner --recursive --format json "$repo" > "$OUT/osv-$day-$name.json" 2>>"$OUT/errors.log" || true
done < "$LIST"
# keep 30 days of reports
find "$OUT" -maxdepth 1 -name 'osv-*.json' -mtime +30 -delete
