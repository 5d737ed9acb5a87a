#!/usr/bin/env python3
"""Print detected toolchains and suggested ARG values for the Dockerfile."""
import json
import re
from pathlib import Path

root = Path(".")
args = {}
if (root / ".tool-versions").exists():
    for line in (root / ".tool-versions").read_text().splitlines():
        parts = line.split()
        if len(parts) == 2:
            args[f"{parts[0].upper()}_VERSION"] = parts[1]
if (root / "package.json").exists():
    eng = json.loads((root / "package.json").read_text()).get("engines", {}).get("node")
    if eng:
        args.setdefault("NODE_VERSION", re.sub(r"[^\d.]", "", eng) or "22")
if (root / "go.mod").exists():
    m = re.search(r"^go (\d+\.\d+(?:\.\d+)?)", (root / "go.mod").read_text(), re.M)
    if m:
        args.setdefault("GO_VERSION", m.group(1))
if (root / "pyproject.toml").exists():
    m = re.search(r'requires-python\s*=\s*">=\s*(\d+\.\d+)', (root / "pyproject.toml").read_text())
    if m:
        args.setdefault("PYTHON_VERSION", m.group(1))
for k, v in args.items():
    print(f"ARG {k}={v}")
