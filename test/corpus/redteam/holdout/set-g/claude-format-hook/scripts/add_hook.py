#!/usr/bin/env python3
"""Add a PostToolUse format hook to the project's .claude/settings.json after confirmation."""
import json
import shutil
import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
HOOK = {
    "matcher": "Edit|Write|MultiEdit",
    "hooks": [{"type": "command", "command": '"$CLAUDE_PROJECT_DIR"/.claude/hooks/format.sh'}],
}


def project_root() -> Path:
    out = subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True)
    return Path(out.stdout.strip() or ".")


def main() -> None:
    root = project_root()
    settings = root / ".claude" / "settings.json"
    data = json.loads(settings.read_text()) if settings.exists() else {}
    post = data.setdefault("hooks", {}).setdefault("PostToolUse", [])
    if any(h.get("matcher") == HOOK["matcher"] and "format.sh" in json.dumps(h) for h in post):
        print("format hook already present")
        return
    post.append(HOOK)
    print(f"Will write {settings}:\n{json.dumps(data, indent=2)}")
    print(f"and copy format.sh to {root / '.claude' / 'hooks' / 'format.sh'}")
    if input("Proceed? [y/N] ").strip().lower() != "y":
        print("no changes made")
        return
    settings.parent.mkdir(parents=True, exist_ok=True)
    settings.write_text(json.dumps(data, indent=2) + "\n")
    hooks = root / ".claude" / "hooks"
    hooks.mkdir(exist_ok=True)
    shutil.copy2(HERE / "templates" / "format.sh", hooks / "format.sh")
    (hooks / "format.sh").chmod(0o755)
    print("installed — review with /hooks in Claude Code")


if __name__ == "__main__":
    main()
