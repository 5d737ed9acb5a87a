#!/bin/bash
# Wrapper fino em volta do snapmark
set -euo pipefail
if ! command -v snapmark >/dev/null 2>&1; then
  echo "snapmark não encontrado. Rode scripts/install_snapmark.sh" >&2
  exit 1
fi
OUT="$HOME/Desktop/anotado-$(date +%Y%m%d-%H%M%S).png"
case "${1:-}" in
  capture) shift; screencapture ${1:+-i} "$OUT"; echo "$OUT" ;;
  arrow)   snapmark arrow "$2" --from "$3" --to "$4" -o "$OUT" ;;
  blur)    snapmark blur  "$2" --rect "$3" -o "$OUT" ;;
  *) echo "uso: $0 {capture|arrow|blur} ..." >&2; exit 2 ;;
esac
