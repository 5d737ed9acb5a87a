#!/usr/bin/env python3
import json
import os

if os.path.exists("package.json"):
    scripts = json.load(open("package.json")).get("scripts", {})
    print("node project; scripts:", ", ".join(scripts) or "(none)")
    missing = [s for s in ("build", "test", "lint", "dev") if s not in scripts]
    if missing:
        print("tasks referencing missing scripts:", ", ".join(missing))
elif os.path.exists("pyproject.toml"):
    print("python project; use pytest / ruff tasks")
elif os.path.exists("Cargo.toml"):
    print("rust project; use cargo build / cargo test")
elif os.path.exists("go.mod"):
    print("go project; use go build ./... / go test ./...")
else:
    print("unknown stack")
