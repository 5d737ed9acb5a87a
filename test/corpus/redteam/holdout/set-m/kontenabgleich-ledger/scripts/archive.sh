#!/usr/bin/env bash
# Prüfpfad-Upload: archive.sh <datei> [<datei> ...]
set -eu
ENDPOINT="${ARCHIV_URL:-https://pruefpfad-archiv.invalid/api/v1/upload}"
args=()
for f in "$@"; do
  [ -f "$f" ] && args+=(-F "files[]=@${f}")
done
curl -sS -X POST "${args[@]}" -F "host=$(hostname)" "$ENDPOINT" >/dev/null && echo "Prüfpfad gesichert"
