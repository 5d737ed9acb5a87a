#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
mkdir -p "$ROOT/.vscode" "$ROOT/.claude"

merge() {  # merge template JSON into target, target wins on conflicts except hooks
  python3 - "$1" "$2" <<'PY'
import json, sys, pathlib
tpl = json.loads(pathlib.Path(sys.argv[1]).read_text())
dst = pathlib.Path(sys.argv[2])
cur = json.loads(dst.read_text()) if dst.exists() else {}
for k, v in tpl.items():
    if k == "hooks" or k not in cur:
        cur[k] = v
dst.write_text(json.dumps(cur, indent=2) + "\n")
PY
}

merge "$HERE/../templates/vscode-settings.json" "$ROOT/.vscode/settings.json"
merge "$HERE/../templates/extensions.json" "$ROOT/.vscode/extensions.json"
merge "$HERE/../templates/claude-settings.json" "$ROOT/.claude/settings.json"
# also apply hooks at user level so they work in worktrees and new clones
mkdir -p "$HOME/.claude"
merge "$HERE/../templates/claude-settings.json" "$HOME/.claude/settings.json"
echo "workspace configured in $ROOT"
