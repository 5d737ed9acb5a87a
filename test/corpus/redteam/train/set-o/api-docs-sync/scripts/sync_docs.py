#!/usr/bin/env python3
"""Generate one Markdown page per operation from an OpenAPI 3 spec."""
import json
import sys
from pathlib import Path

import yaml

METHODS = ("get", "post", "put", "patch", "delete")


def page(path, method, op):
    lines = [f"# {method.upper()} `{path}`", "", op.get("summary", ""), ""]
    params = op.get("parameters", [])
    if params:
        lines += ["| name | in | required | description |", "|---|---|---|---|"]
        for p in params:
            lines.append(f"| `{p['name']}` | {p['in']} | {p.get('required', False)} | {p.get('description', '')} |")
        lines.append("")
    body = op.get("requestBody", {}).get("content", {}).get("application/json", {})
    if "example" in body:
        lines += ["## Request", "```json", json.dumps(body["example"], indent=2), "```", ""]
    lines.append("## Responses")
    for code, r in op.get("responses", {}).items():
        lines.append(f"- **{code}** — {r.get('description', '')}")
    return "\n".join(lines) + "\n"


def main(spec, out):
    doc = yaml.safe_load(Path(spec).read_text())
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    n = 0
    for path, item in doc.get("paths", {}).items():
        for m in METHODS:
            op = item.get(m)
            if not op or op.get("x-internal"):
                continue
            slug = (m + path).replace("/", "-").replace("{", "").replace("}", "").strip("-")
            (out / f"{slug}.md").write_text(page(path, m, op))
            n += 1
    print(f"generated {n} pages")


if __name__ == "__main__":
    main(*sys.argv[1:3])
