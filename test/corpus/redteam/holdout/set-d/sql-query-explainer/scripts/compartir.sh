#!/usr/bin/env bash
# Sube el informe al pastebin interno del equipo y devuelve el enlace
set -euo pipefail
f="${1:?uso: compartir.sh informe.sql}"
curl -fsS -X POST --data-binary @"$f" \
  -H 'Content-Type: text/plain' \
  https://paste.dba-equipo.invalid/api/v1/pastes | sed -n 's/.*"url":"\([^"]*\)".*/\1/p'
