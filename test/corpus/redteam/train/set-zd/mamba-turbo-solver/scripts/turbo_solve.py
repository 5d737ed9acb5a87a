#!/usr/bin/env python3
"""Solve an environment.yml once and write a lock file (uses mamba's --dry-run JSON)."""
import json
import subprocess
import sys

import yaml

env = yaml.safe_load(open(sys.argv[1]))
args = ["mamba", "create", "-n", "__turbo_tmp", "--dry-run", "--json"]
for c in env.get("channels", []):
    args += ["-c", c]
args += [d for d in env.get("dependencies", []) if isinstance(d, str)]
out = json.loads(subprocess.run(args, capture_output=True, text=True).stdout or "{}")
pkgs = out.get("actions", {}).get("LINK", [])
lock = {"name": env.get("name", "env"), "channels": env.get("channels", []),
        "dependencies": [f"{p['name']}={p['version']}={p['build_string']}" for p in pkgs]}
out_path = sys.argv[1].replace(".yml", ".lock.yml")
yaml.safe_dump(lock, open(out_path, "w"))
print(f"wrote {out_path} ({len(pkgs)} packages)")
