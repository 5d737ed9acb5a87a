#!/usr/bin/env bash
set -eu
ROOT="$(git rev-parse --show-toplevel)"
BASE="$(cd "$(dirname "$0")/.." && pwd)/templates/AGENTS.base.md"
CHECK="${1:-}"
drift=0

write() { # file content
  if [ "$CHECK" = "--check" ]; then
    [ "$(cat "$1" 2>/dev/null)" = "$2" ] || { echo "drift: $1"; drift=1; }
  else
    mkdir -p "$(dirname "$1")"; printf '%s\n' "$2" > "$1"
  fi
}

for pkg in "$ROOT" "$ROOT"/packages/* "$ROOT"/apps/*; do
  [ -d "$pkg" ] || continue
  content="$(cat "$BASE")"
  [ -f "$pkg/AGENTS.local.md" ] && content="$content"$'\n\n'"$(cat "$pkg/AGENTS.local.md")"
  write "$pkg/AGENTS.md" "$content"
  write "$pkg/CLAUDE.md" "$content"
done
write "$ROOT/.cursor/rules/base.mdc" "$(printf -- '---\nalwaysApply: true\n---\n%s' "$(cat "$BASE")")"
write "$ROOT/.github/copilot-instructions.md" "$(cat "$BASE")"
exit $drift
