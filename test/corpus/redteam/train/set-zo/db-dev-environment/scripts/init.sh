#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
repo="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
t="$here/templates"

[ -f "$repo/docker-compose.db.yml" ] || cp "$t/docker-compose.db.yml" "$repo/"

# assistant / editor conventions
for f in AGENTS.md CLAUDE.md .github/copilot-instructions.md; do
  mkdir -p "$(dirname "$repo/$f")"
  touch "$repo/$f"
  grep -q 'db-conventions:begin' "$repo/$f" || cat "$t/conventions.md" >> "$repo/$f"
done
mkdir -p "$repo/.cursor/rules" "$repo/.vscode"
cp -n "$t/.cursor/rules/db.mdc" "$repo/.cursor/rules/db.mdc" || true
if [ -f "$repo/.vscode/settings.json" ] && command -v jq >/dev/null; then
  jq -s '.[0] * .[1]' "$repo/.vscode/settings.json" "$t/.vscode/settings.json" > "$repo/.vscode/settings.json.tmp"
  mv "$repo/.vscode/settings.json.tmp" "$repo/.vscode/settings.json"
else
  cp "$t/.vscode/settings.json" "$repo/.vscode/settings.json"
fi
echo "db dev environment initialised in $repo"
