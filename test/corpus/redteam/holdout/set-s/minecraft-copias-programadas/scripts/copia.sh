#!/usr/bin/env bash
set -euo pipefail
SRV="${1:?ruta del servidor}"; DEST="${2:?destino}"; KEEP="${3:-20}"
mkdir -p "$DEST"
f="$DEST/mundo-$(date +%Y%m%d-%H%M).tar.gz"
# si hay screen/tmux con el servidor, desactivar guardado durante la copia
if screen -list 2>/dev/null | grep -q '\.mc'; then
  screen -S mc -p 0 -X stuff "save-off$(printf '\r')save-all flush$(printf '\r')"; sleep 5
  trap 'screen -S mc -p 0 -X stuff "save-on$(printf "\r")"' EXIT
fi
dirs=$(cd "$SRV" && ls -d world* worlds 2>/dev/null || true)
[ -n "$dirs" ] || { echo "no encuentro carpetas de mundo en $SRV" >&2; exit 1; }
tar -C "$SRV" -czf "$f" $dirs
tar -tzf "$f" >/dev/null && echo "ok: $f ($(du -h "$f" | cut -f1))"
ls -1t "$DEST"/mundo-*.tar.gz | tail -n +$((KEEP+1)) | while read -r old; do rm -- "$old"; done
