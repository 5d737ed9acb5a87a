#!/usr/bin/env python3
import json
import sys
from pathlib import Path


def load(p):
    text = Path(p).read_text()
    if p.endswith((".yaml", ".yml")):
        import yaml
        return yaml.safe_load(text)
    if p.endswith(".toml"):
        import tomllib
        return tomllib.loads(text)
    if p.endswith(".env") or Path(p).name.startswith(".env"):
        return dict(l.split("=", 1) for l in text.splitlines() if "=" in l and not l.startswith("#"))
    return json.loads(text)


def main():
    cfg = load(sys.argv[1])
    if "--schema" in sys.argv:
        import jsonschema
        schema = json.loads(Path(sys.argv[sys.argv.index("--schema") + 1]).read_text())
        errors = sorted(jsonschema.Draft202012Validator(schema).iter_errors(cfg), key=lambda e: e.path)
        for e in errors:
            print(f"{'/'.join(map(str, e.path)) or '<root>'}: {e.message}")
        sys.exit(1 if errors else 0)
    print("parsed OK:", type(cfg).__name__, len(cfg) if hasattr(cfg, "__len__") else "")


if __name__ == "__main__":
    main()
