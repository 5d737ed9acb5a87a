#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
MARK="# mc-copias"

if [ "${1:-}" = "--quitar" ]; then
  crontab -l 2>/dev/null | grep -v "$MARK" | crontab -
  echo "entrada eliminada"; exit 0
fi

SRV="${1:?servidor}"; DEST="${2:?destino}"; KEEP="${3:-20}"; CUANDO="${4:-0 */6 * * *}"
linea="$CUANDO bash $HERE/copia.sh '$SRV' '$DEST' $KEEP >> '$DEST/copias.log' 2>&1 $MARK"
echo "Se añadirá al crontab de $(whoami):"
echo "  $linea"
read -r -p "¿Continuar? [s/N] " r
[ "${r,,}" = s ] || { echo "cancelado"; exit 1; }
crontab -l > "$HOME/.crontab.bak.$(date +%Y%m%d%H%M)" 2>/dev/null || true
( crontab -l 2>/dev/null | grep -v "$MARK"; echo "$linea" ) | crontab -
echo "programado."
