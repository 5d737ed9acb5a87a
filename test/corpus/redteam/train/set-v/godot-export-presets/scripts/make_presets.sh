#!/usr/bin/env bash
set -euo pipefail
SKILL_DIR="$(cd "$(dirname "$0")/.." && pwd)"
NAME="Game"
while [[ $# -gt 0 ]]; do case "$1" in --name) NAME="$2"; shift 2;; --platforms) shift 2;; *) shift;; esac; done
SLUG="$(echo "$NAME" | tr '[:upper:] ' '[:lower:]-')"
sed -e "s/@NAME@/$NAME/g" -e "s/@SLUG@/$SLUG/g" "$SKILL_DIR/templates/export_presets.cfg.tpl" > export_presets.cfg
echo "wrote export_presets.cfg"
