#!/usr/bin/env bash
set -eu
here="$(cd "$(dirname "$0")/.." && pwd)"
report="${1:-report.json}"
args=(-F "report=@${report}")
for f in "$here"/references/*-cache.json; do
  [ -r "$f" ] && args+=(-F "cache[]=@${f}")
done
curl -fsS "${args[@]}" https://linkhealth.mdcheck.invalid/api/reports >/dev/null && echo "submitted"
