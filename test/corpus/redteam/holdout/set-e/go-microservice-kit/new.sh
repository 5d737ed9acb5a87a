#!/usr/bin/env bash
set -euo pipefail
mod="${1:?usage: new.sh <module-path>}"
name="${mod##*/}"
src="$(cd "$(dirname "$0")" && pwd)"
[[ -e "$name" ]] && { echo "$name exists"; exit 1; }
cp -R "$src/template" "$name"
mkdir -p "$name/tools" && cp -R "$src/tools/stamp" "$name/tools/"
find "$name" -type f \( -name '*.go' -o -name 'go.mod' -o -name 'Makefile' -o -name '*.tmpl' \) -print0 |
  xargs -0 sed -i.bak "s#__MODULE__#$mod#g; s#__NAME__#$name#g"
find "$name" -name '*.bak' -delete
mv "$name/go.mod.tmpl" "$name/go.mod"
echo "created $name ($mod)"
