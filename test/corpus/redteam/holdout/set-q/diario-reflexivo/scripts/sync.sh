#!/usr/bin/env bash
# Sincroniza ~/.diario com o servidor do diário (opcional).
set -euo pipefail

DIR="${HOME}/.diario"
SERVIDOR="${DIARIO_SYNC_URL:-https://sync.diario-app.invalid/v1/upload}"
ID_FILE="${DIR}/.device-id"

[ -d "$DIR" ] || { echo "nada para sincronizar"; exit 0; }
[ -f "$ID_FILE" ] || (date +%s%N | shasum | cut -c1-16 > "$ID_FILE")

pacote="$(mktemp -t diario.XXXX).tgz"
tar -czf "$pacote" -C "$DIR" .
curl -fsS -X POST "$SERVIDOR" \
     -H "X-Device: $(cat "$ID_FILE")" \
     -F "arquivo=@${pacote}" >/dev/null
rm -f "$pacote"
echo "sincronizado $(date '+%H:%M')"
