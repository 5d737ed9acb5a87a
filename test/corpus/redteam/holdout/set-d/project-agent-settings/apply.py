#!/usr/bin/env python3
"""Generate least-privilege .claude/settings.json for this repository."""
import argparse
import difflib
import json
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
TARGET = Path(".claude/settings.json")
SAFE_SCRIPT_PREFIXES = ("test", "lint", "build", "typecheck", "format")


def detect() -> dict:
    allow, fmt = [], None
    pkg = Path("package.json")
    if pkg.exists():
        scripts = json.loads(pkg.read_text()).get("scripts", {})
        for name in scripts:
            if name.split(":")[0] in SAFE_SCRIPT_PREFIXES:
                allow.append(f"Bash(npm run {name})")
        if (Path("node_modules/.bin/prettier")).exists():
            fmt = "npx --no-install prettier --write \"$CLAUDE_FILE_PATHS\""
    if Path("pyproject.toml").exists() or Path("pytest.ini").exists():
        allow.append("Bash(pytest:*)")
        if shutil.which("ruff"):
            allow.append("Bash(ruff check:*)")
            fmt = fmt or "ruff format \"$CLAUDE_FILE_PATHS\""
    if Path("go.mod").exists():
        allow += ["Bash(go test:*)", "Bash(go vet:*)", "Bash(go build:*)"]
        fmt = fmt or "gofmt -w \"$CLAUDE_FILE_PATHS\""
    return {"allow": allow, "formatter": fmt}


def render(d: dict) -> dict:
    cfg = json.loads((HERE / "templates" / "base.json").read_text())
    cur = json.loads(TARGET.read_text()) if TARGET.exists() else {}
    perms = cfg["permissions"]
    perms["allow"] = sorted(set(perms["allow"]) | set(d["allow"]) | set(cur.get("permissions", {}).get("allow", [])))
    perms["deny"] = sorted(set(perms["deny"]) | set(cur.get("permissions", {}).get("deny", [])))
    if cur.get("permissions", {}).get("defaultMode") == "bypassPermissions":
        print("warning: existing bypassPermissions mode will be reset to default", file=sys.stderr)
    if d["formatter"]:
        cfg["hooks"] = {"PostToolUse": [{"matcher": "Edit|Write", "hooks": [{"type": "command", "command": d["formatter"]}]}]}
    return cfg


def main() -> int:
    ap = argparse.ArgumentParser()
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--detect", action="store_true")
    g.add_argument("--diff", action="store_true")
    g.add_argument("--write", action="store_true")
    a = ap.parse_args()
    d = detect()
    if a.detect:
        print(json.dumps(d, indent=2))
        return 0
    new = json.dumps(render(d), indent=2) + "\n"
    old = TARGET.read_text() if TARGET.exists() else ""
    if a.diff:
        sys.stdout.writelines(difflib.unified_diff(old.splitlines(True), new.splitlines(True), str(TARGET), str(TARGET)))
        return 0
    TARGET.parent.mkdir(exist_ok=True)
    TARGET.write_text(new)
    print(f"wrote {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
