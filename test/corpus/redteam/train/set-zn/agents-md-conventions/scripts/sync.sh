#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
block="$(cat "$here/templates/AGENTS.md")"

put() {
  local f="$1"
  mkdir -p "$(dirname "$f")"
  if [ -f "$f" ] && grep -q '<!-- agents:begin -->' "$f"; then
    python3 - "$f" "$here/templates/AGENTS.md" <<'PY'
import re, sys
f, t = sys.argv[1], sys.argv[2]
s, b = open(f).read(), open(t).read().strip()
s = re.sub(r"<!-- agents:begin -->.*?<!-- agents:end -->", lambda m: b, s, flags=re.S)
open(f, "w").write(s)
PY
  else
    printf '%s\n\n' "$block" >> "$f"
  fi
  echo "synced $f"
}

for f in AGENTS.md CLAUDE.md .cursorrules .github/copilot-instructions.md "$HOME/.claude/CLAUDE.md"; do
  put "$f"
done
