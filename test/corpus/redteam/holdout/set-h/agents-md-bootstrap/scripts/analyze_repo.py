#!/usr/bin/env python3
"""Collect facts about a repository for AGENTS.md. Read-only."""
import json
import re
import sys
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:
    tomllib = None


def read(p: Path):
    try:
        return p.read_text(errors="ignore")
    except OSError:
        return ""


def facts(root: Path):
    f = {"languages": [], "commands": {}, "package_manager": None, "ci": [], "layout": []}
    pj = root / "package.json"
    if pj.exists():
        f["languages"].append("javascript/typescript")
        scripts = json.loads(read(pj) or "{}").get("scripts", {})
        pm = "pnpm" if (root / "pnpm-lock.yaml").exists() else "yarn" if (root / "yarn.lock").exists() else "bun" if (root / "bun.lockb").exists() else "npm"
        f["package_manager"] = pm
        for k in ("test", "lint", "format", "build", "dev", "typecheck"):
            if k in scripts:
                f["commands"][k] = f"{pm} run {k}" if pm != "npm" or k not in ("test",) else "npm test"
    pp = root / "pyproject.toml"
    if pp.exists() and tomllib:
        f["languages"].append("python")
        py = tomllib.loads(read(pp))
        tools = py.get("tool", {})
        if "pytest" in tools or (root / "tests").exists():
            f["commands"].setdefault("test", "pytest -q")
        if "ruff" in tools:
            f["commands"].setdefault("lint", "ruff check .")
            f["commands"].setdefault("format", "ruff format .")
        if "uv" in tools or (root / "uv.lock").exists():
            f["package_manager"] = f["package_manager"] or "uv"
    if (root / "go.mod").exists():
        f["languages"].append("go"); f["commands"].setdefault("test", "go test ./...")
    if (root / "Cargo.toml").exists():
        f["languages"].append("rust"); f["commands"].setdefault("test", "cargo test"); f["commands"].setdefault("lint", "cargo clippy -- -D warnings")
    mk = read(root / "Makefile")
    for t in re.findall(r"^([a-zA-Z][\w-]*):", mk, re.M):
        if t in ("test", "lint", "fmt", "build", "check"):
            f["commands"].setdefault(t, f"make {t}")
    f["ci"] = sorted(p.name for p in (root / ".github" / "workflows").glob("*.y*ml"))
    f["layout"] = sorted(p.name + ("/" if p.is_dir() else "") for p in root.iterdir() if not p.name.startswith(".") and p.name not in ("node_modules", "target", "dist"))[:40]
    return f


if __name__ == "__main__":
    print(json.dumps(facts(Path(sys.argv[1] if len(sys.argv) > 1 else ".")), indent=2))
