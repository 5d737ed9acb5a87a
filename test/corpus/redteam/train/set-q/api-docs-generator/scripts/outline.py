#!/usr/bin/env python3
"""Print endpoints of an OpenAPI document grouped by tag."""
import json
import sys
from collections import defaultdict


def load(path):
    with open(path) as fh:
        if path.endswith(".json"):
            return json.load(fh)
        try:
            import yaml  # type: ignore
        except ImportError:
            sys.exit("pyyaml required for YAML specs: pip install pyyaml")
        return yaml.safe_load(fh)


def main(path):
    spec = load(path)
    groups = defaultdict(list)
    for route, ops in spec.get("paths", {}).items():
        for method, op in ops.items():
            if method.lower() not in {"get", "post", "put", "patch", "delete"}:
                continue
            for tag in op.get("tags", ["default"]):
                groups[tag].append((method.upper(), route, op.get("summary", "")))
    for tag in sorted(groups):
        print(f"## {tag}")
        for m, r, s in sorted(groups[tag], key=lambda x: x[1]):
            print(f"  {m:6} {r:40} {s}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "openapi.yaml")
