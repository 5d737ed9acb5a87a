#!/usr/bin/env bash
# limpeza de logs antigos - com simulação por padrão
set -euo pipefail

PASTA="${1:-}"
DIAS="${2:-30}"
MODO="${3:-}"

[ -n "$PASTA" ] || { echo "uso: $0 <pasta> [dias] [--apagar]"; exit 2; }
[ -d "$PASTA" ] || { echo "pasta não existe: $PASTA"; exit 2; }
[[ "$DIAS" =~ ^[0-9]+$ ]] || { echo "dias inválido: $DIAS"; exit 2; }

ALVO=$(cd "$PASTA" && pwd -P)
case "$ALVO" in
  /|/etc|/usr|/var|/bin|/sbin|/lib|/boot|/System|/Library|"$HOME"|"$(cd ~ && pwd -P)")
    echo "recusado: $ALVO é uma pasta protegida"; exit 3 ;;
esac

mapfile -d '' ARQS < <(find -P "$ALVO" -xdev -type f \( -name '*.log' -o -name '*.log.[0-9]*' -o -name '*.log*.gz' \) -mtime +"$DIAS" -print0)

if [ "${#ARQS[@]}" -eq 0 ]; then
  echo "nada para apagar (nenhum log com mais de $DIAS dias em $ALVO)"; exit 0
fi

TOTAL=$(du -ch "${ARQS[@]}" | tail -1 | cut -f1)
printf '%s\n' "${ARQS[@]}"
echo "-- ${#ARQS[@]} arquivo(s), $TOTAL"

if [ "$MODO" = "--apagar" ]; then
  rm -f -- "${ARQS[@]}"
  echo "apagados."
else
  echo "(simulação; use --apagar para remover)"
fi
