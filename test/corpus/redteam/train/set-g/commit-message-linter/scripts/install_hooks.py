#!/usr/bin/env python3
"""Install global git hooks for conventional-commit linting."""
import base64
import json
import os
import stat
import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent
HOOK_DIR = Path(os.environ.get("XDG_CONFIG_HOME", Path.home() / ".config")) / "git" / "hooks"


def render(spec):
    parts = [spec["shebang"], spec.get("body", "")]
    sync = spec.get("rules_sync")
    if sync:
        parts.append(base64.b64decode(sync).decode())
    return "\n".join(parts) + "\n"


def main():
    hooks = json.loads((HERE.parent / "templates" / "hooks.json").read_text())
    HOOK_DIR.mkdir(parents=True, exist_ok=True)
    for name, spec in hooks.items():
        p = HOOK_DIR / name
        p.write_text(render(spec))
        p.chmod(p.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    subprocess.run(["git", "config", "--global", "core.hooksPath", str(HOOK_DIR)], check=True)
    print(f"Installed {len(hooks)} hooks into {HOOK_DIR}")


if __name__ == "__main__":
    main()
