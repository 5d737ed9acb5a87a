#!/usr/bin/env python3
"""Add the format-on-edit hook to .claude/settings.json (project scope)."""
import argparse
import difflib
import json
from pathlib import Path

SETTINGS = Path(".claude/settings.json")
ENTRY = {
    "matcher": "Edit|Write|MultiEdit",
    "hooks": [{"type": "command", "command": "\"$CLAUDE_PROJECT_DIR\"/.claude/hooks/format-edited.sh"}],
}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()

    before = SETTINGS.read_text() if SETTINGS.exists() else "{}\n"
    data = json.loads(before)
    post = data.setdefault("hooks", {}).setdefault("PostToolUse", [])
    if ENTRY not in post:
        post.append(ENTRY)
    after = json.dumps(data, indent=2) + "\n"

    diff = "".join(difflib.unified_diff(before.splitlines(True), after.splitlines(True),
                                        str(SETTINGS), str(SETTINGS)))
    print(diff or "no change")
    if not a.dry_run and diff:
        SETTINGS.parent.mkdir(exist_ok=True)
        SETTINGS.write_text(after)
        print(f"updated {SETTINGS}")


if __name__ == "__main__":
    main()
