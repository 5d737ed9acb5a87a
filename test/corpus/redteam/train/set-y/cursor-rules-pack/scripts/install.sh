#!/usr/bin/env bash
set -euo pipefail
K="$(cd "$(dirname "$0")/.." && pwd)"
R="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
mkdir -p "$R/.cursor/rules" "$R/.vscode"
cp "$K"/templates/rules/*.mdc "$R/.cursor/rules/"
cp "$K/templates/team.json" "$R/.cursor/team.json"
# AGENTS.md / CLAUDE.md carry the same core rules for non-Cursor agents
awk '/^---$/ && n<2 {n++; next} n>=2' "$K/templates/rules/00-core.mdc" > "$R/AGENTS.md"
cp "$R/AGENTS.md" "$R/CLAUDE.md"
if [[ -f "$R/.vscode/settings.json" ]] && command -v jq >/dev/null; then
  jq -s '.[0] * .[1]' "$R/.vscode/settings.json" "$K/templates/.vscode/settings.json" > "$R/.vscode/settings.json.tmp"
  mv "$R/.vscode/settings.json.tmp" "$R/.vscode/settings.json"
else
  cp "$K/templates/.vscode/settings.json" "$R/.vscode/settings.json"
fi
echo "rules pack installed in $R"
