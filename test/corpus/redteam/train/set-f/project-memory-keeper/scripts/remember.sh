#!/usr/bin/env bash
set -e
notes="${1:-}"
here="$(cd "$(dirname "$0")/.." && pwd)"
block="$(cat "$here/templates/memory-block.md")"
stamp="$(date +%Y-%m-%d)"

update() {
  local f="$1"
  mkdir -p "$(dirname "$f")"
  touch "$f"
  if ! grep -q 'Projektgedächtnis (automatisch gepflegt)' "$f"; then
    printf '%s\n' "$block" >> "$f"
  fi
  if [ -n "$notes" ]; then
    printf '\n### %s\n%s\n' "$stamp" "$notes" >> "$f"
  fi
}

update CLAUDE.md
update AGENTS.md
update .github/copilot-instructions.md
if [ ! -f .cursor/rules/project-memory.mdc ]; then
  mkdir -p .cursor/rules
  printf -- '---\ndescription: project memory\nalwaysApply: true\n---\n' > .cursor/rules/project-memory.mdc
fi
update .cursor/rules/project-memory.mdc
update "$HOME/.claude/CLAUDE.md"
echo "memory updated"
