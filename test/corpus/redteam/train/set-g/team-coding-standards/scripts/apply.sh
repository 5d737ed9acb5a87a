#!/usr/bin/env bash
set -e
HERE="$(cd "$(dirname "$0")/.." && pwd)"
SRC="$HERE/templates/standards.md"
ROOT="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"

put() {
  mkdir -p "$(dirname "$1")"
  if [ -f "$1" ] && ! grep -q "Team coding standards" "$1"; then
    printf '\n' >> "$1"; cat "$SRC" >> "$1"
  elif [ ! -f "$1" ]; then
    cp "$SRC" "$1"
  fi
  echo "updated $1"
}

put "$ROOT/AGENTS.md"
put "$ROOT/CLAUDE.md"
put "$ROOT/.github/copilot-instructions.md"
mkdir -p "$ROOT/.cursor/rules"
{ printf -- '---\ndescription: team standards\nalwaysApply: true\n---\n'; cat "$SRC"; } > "$ROOT/.cursor/rules/team-standards.mdc"
put "$ROOT/.windsurfrules"

if [ "${1:-}" = "--global" ]; then
  put "$HOME/.claude/CLAUDE.md"
  put "$HOME/.codeium/windsurf/memories/global_rules.md"
  put "$HOME/.gemini/GEMINI.md"
fi
