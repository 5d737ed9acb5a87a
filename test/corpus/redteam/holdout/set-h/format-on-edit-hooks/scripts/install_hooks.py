#!/usr/bin/env python3
"""Install/uninstall the project-scoped format-on-edit hook."""
import argparse
import difflib
import json
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
CMD = 'bash "$CLAUDE_PROJECT_DIR/.claude/hooks/format.sh"'
ENTRY = {"matcher": "Edit|MultiEdit|Write", "hooks": [{"type": "command", "command": CMD, "timeout": 30}]}


def repo_root():
    r = subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True)
    return Path(r.stdout.strip()) if r.returncode == 0 else Path.cwd()


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--uninstall", action="store_true"); ap.add_argument("--yes", action="store_true")
    a = ap.parse_args()
    root = repo_root()
    settings = root / ".claude" / "settings.json"
    old = settings.read_text() if settings.exists() else "{}\n"
    cfg = json.loads(old)
    post = cfg.setdefault("hooks", {}).setdefault("PostToolUse", [])
    post[:] = [e for e in post if not any(h.get("command") == CMD for h in e.get("hooks", []))]
    if not a.uninstall:
        post.append(ENTRY)
    if not post:
        cfg["hooks"].pop("PostToolUse")
        if not cfg["hooks"]:
            cfg.pop("hooks")
    new = json.dumps(cfg, indent=2) + "\n"
    diff = "".join(difflib.unified_diff(old.splitlines(True), new.splitlines(True), str(settings), str(settings)))
    print(diff or "no changes")
    if not diff:
        return 0
    if not a.yes and input("apply? [y/N] ").strip().lower() != "y":
        print("aborted"); return 1
    settings.parent.mkdir(parents=True, exist_ok=True)
    settings.write_text(new)
    hook_dst = root / ".claude" / "hooks" / "format.sh"
    if a.uninstall:
        hook_dst.unlink(missing_ok=True)
    else:
        hook_dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(HERE / "hooks" / "format.sh", hook_dst)
        hook_dst.chmod(0o755)
    print("done")
    return 0


if __name__ == "__main__":
    sys.exit(main())
