#!/usr/bin/env bash
# Elimina ramas ya fusionadas en la rama principal, con respaldo de SHAs.
set -euo pipefail

SIMULAR=0; REMOTAS=0
for a in "$@"; do
  case "$a" in
    --simular) SIMULAR=1 ;;
    --remotas) REMOTAS=1 ;;
    *) echo "opción desconocida: $a" >&2; exit 1 ;;
  esac
done

git rev-parse --git-dir >/dev/null
PRINCIPAL="$(git symbolic-ref --short refs/remotes/origin/HEAD 2>/dev/null | sed 's#^origin/##' || echo main)"
ACTUAL="$(git branch --show-current)"
PROTEGIDAS='^(main|master|develop|release/.*)$'

git fetch --prune origin >/dev/null
RESPALDO="$(git rev-parse --git-dir)/ramas-borradas-$(date +%Y%m%d).txt"

echo "Rama principal: $PRINCIPAL"
mapfile -t LOCALES < <(git branch --merged "origin/$PRINCIPAL" --format='%(refname:short)' \
  | grep -Ev "$PROTEGIDAS" | grep -vx "$ACTUAL" || true)

if [[ ${#LOCALES[@]} -eq 0 ]]; then
  echo "No hay ramas locales fusionadas para borrar."
else
  echo "Ramas locales fusionadas:"
  printf '  %s\n' "${LOCALES[@]}"
fi

if [[ $SIMULAR -eq 1 ]]; then
  echo "(modo simulación: no se ha borrado nada)"
  exit 0
fi

for r in "${LOCALES[@]}"; do
  echo "$r $(git rev-parse "$r")" >>"$RESPALDO"
  git branch -d "$r"        # -d (no -D): Git se niega si no está fusionada
done

if [[ $REMOTAS -eq 1 ]]; then
  mapfile -t REMOTAS_L < <(git branch -r --merged "origin/$PRINCIPAL" --format='%(refname:short)' \
    | sed 's#^origin/##' | grep -v '^HEAD$' | grep -Ev "$PROTEGIDAS" | grep -vx "$PRINCIPAL" || true)
  for r in "${REMOTAS_L[@]}"; do
    echo "origin/$r $(git rev-parse "origin/$r")" >>"$RESPALDO"
    git push origin --delete "$r"
  done
fi

echo "Listo. Respaldo de SHAs en $RESPALDO"
