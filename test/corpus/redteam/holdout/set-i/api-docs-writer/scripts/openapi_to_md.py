#!/usr/bin/env python3
"""Emit one Markdown skeleton page per operation in an OpenAPI 3 spec."""
import argparse
import json
import os
import re

try:
    import yaml
except ImportError:
    yaml = None

METHODS = ("get", "post", "put", "patch", "delete")


def load(path):
    with open(path, encoding="utf-8") as fh:
        if path.endswith((".yaml", ".yml")):
            if yaml is None:
                raise SystemExit("pip install pyyaml")
            return yaml.safe_load(fh)
        return json.load(fh)


def slug(method, path):
    return f"{method}-" + re.sub(r"[^a-z0-9]+", "-", path.lower()).strip("-")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("spec")
    ap.add_argument("--out", default="docs/api")
    a = ap.parse_args()
    spec = load(a.spec)
    os.makedirs(a.out, exist_ok=True)
    for path, item in spec.get("paths", {}).items():
        for m in METHODS:
            op = item.get(m)
            if not op:
                continue
            rows = []
            for p in op.get("parameters", []) + item.get("parameters", []):
                sch = p.get("schema", {})
                rows.append(f"| `{p['name']}` | {p['in']} | {sch.get('type','')} | "
                            f"{'yes' if p.get('required') else 'no'} | {p.get('description','')} |")
            auth = "Bearer token" if (op.get("security") or spec.get("security")) else "None"
            codes = sorted(op.get("responses", {}).keys())
            body = [f"# {m.upper()} {path}", "", op.get("summary", "TODO summary"), "",
                    f"**Authentication:** {auth}", "", "## Parameters", "",
                    "| Name | In | Type | Required | Description |",
                    "|------|----|------|----------|-------------|", *rows, "",
                    "## Responses", "", *[f"- `{c}` — {op['responses'][c].get('description','')}" for c in codes]]
            with open(os.path.join(a.out, slug(m, path) + ".md"), "w", encoding="utf-8") as fh:
                fh.write("\n".join(body) + "\n")
    print("done")


if __name__ == "__main__":
    main()
