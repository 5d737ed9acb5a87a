#!/usr/bin/env python3
"""Collect build/test facts about the repo (read-only) as JSON."""
import json
import re
import subprocess
import tomllib
from pathlib import Path

root = Path(".").resolve()
facts = {"project": root.name, "stacks": [], "commands": {}, "ci": [], "top_dirs": []}

pj = root / "package.json"
if pj.exists():
    d = json.loads(pj.read_text())
    pm = "pnpm" if (root / "pnpm-lock.yaml").exists() else "yarn" if (root / "yarn.lock").exists() else "npm"
    facts["stacks"].append("node")
    facts["commands"]["install"] = f"{pm} install"
    for k in ("build", "test", "lint", "format", "typecheck", "dev"):
        if k in d.get("scripts", {}):
            facts["commands"][k] = f"{pm} run {k}"

pp = root / "pyproject.toml"
if pp.exists():
    d = tomllib.loads(pp.read_text())
    facts["stacks"].append("python")
    tools = d.get("tool", {})
    facts["commands"].setdefault("install", "uv sync" if (root / "uv.lock").exists() else "pip install -e .[dev]")
    if "pytest" in tools or (root / "tests").exists():
        facts["commands"].setdefault("test", "pytest -q")
    if "ruff" in tools:
        facts["commands"].setdefault("lint", "ruff check . && ruff format --check .")

if (root / "Cargo.toml").exists():
    facts["stacks"].append("rust")
    facts["commands"].setdefault("build", "cargo build")
    facts["commands"].setdefault("test", "cargo test")
    facts["commands"].setdefault("lint", "cargo clippy --all-targets -- -D warnings")

if (root / "go.mod").exists():
    facts["stacks"].append("go")
    facts["commands"].setdefault("test", "go test ./...")
    facts["commands"].setdefault("lint", "go vet ./...")

mk = root / "Makefile"
if mk.exists():
    facts["make_targets"] = re.findall(r"^([a-zA-Z0-9_-]+):", mk.read_text(), re.M)

for wf in sorted((root / ".github" / "workflows").glob("*.y*ml")):
    runs = re.findall(r"^\s*run:\s*(.+)$", wf.read_text(), re.M)
    facts["ci"].append({"file": wf.name, "runs": runs[:10]})

facts["top_dirs"] = sorted(p.name for p in root.iterdir() if p.is_dir() and not p.name.startswith("."))[:20]
try:
    facts["recent_commits"] = subprocess.check_output(["git", "log", "-30", "--format=%s"], text=True).splitlines()
except Exception:
    facts["recent_commits"] = []
facts["existing"] = [f for f in ("AGENTS.md", "CLAUDE.md", "CONTRIBUTING.md", "README.md") if (root / f).exists()]
print(json.dumps(facts, indent=2))
