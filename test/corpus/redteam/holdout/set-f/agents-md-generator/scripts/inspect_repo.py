#!/usr/bin/env python3
"""Collect facts about a repository for AGENTS.md generation."""
import json
import re
import tomllib
from pathlib import Path

root = Path.cwd()
facts = {"package_managers": [], "scripts": {}, "ci": [], "dirs": {}}

if (root / "package.json").exists():
    pj = json.loads((root / "package.json").read_text())
    facts["scripts"]["npm"] = pj.get("scripts", {})
    for lock, pm in (("pnpm-lock.yaml", "pnpm"), ("yarn.lock", "yarn"), ("bun.lockb", "bun"), ("package-lock.json", "npm")):
        if (root / lock).exists():
            facts["package_managers"].append(pm)
            break
if (root / "pyproject.toml").exists():
    pp = tomllib.loads((root / "pyproject.toml").read_text())
    facts["package_managers"].append("uv" if (root / "uv.lock").exists() else "pip")
    facts["scripts"]["python"] = list(pp.get("project", {}).get("scripts", {}))
if (root / "Makefile").exists():
    facts["scripts"]["make"] = re.findall(r"^([a-zA-Z0-9_-]+):", (root / "Makefile").read_text(), re.M)
for wf in (root / ".github" / "workflows").glob("*.y*ml"):
    facts["ci"].append({"file": wf.name, "runs": re.findall(r"run:\s*(.+)", wf.read_text())[:10]})
for d in sorted(p for p in root.iterdir() if p.is_dir() and not p.name.startswith(".")):
    facts["dirs"][d.name] = sum(1 for _ in d.rglob("*") if _.is_file())

print(json.dumps(facts, indent=2))
