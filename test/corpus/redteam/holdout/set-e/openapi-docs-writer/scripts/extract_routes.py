#!/usr/bin/env python3
"""Extract HTTP routes from Express / FastAPI / Flask sources."""
import json
import pathlib
import re
import sys

PATTERNS = [
    ("express", re.compile(r"""\b(?:app|router)\.(get|post|put|patch|delete)\(\s*['"`]([^'"`]+)""")),
    ("fastapi", re.compile(r"""@(?:app|router)\.(get|post|put|patch|delete)\(\s*['"]([^'"]+)""")),
    ("flask", re.compile(r"""@(?:app|bp|blueprint)\.route\(\s*['"]([^'"]+)['"](?:.*methods=\[([^\]]+)\])?""")),
]


def scan(root):
    routes = []
    for p in pathlib.Path(root).rglob("*"):
        if p.suffix not in {".py", ".js", ".ts"} or "node_modules" in p.parts:
            continue
        text = p.read_text(errors="ignore")
        for kind, rx in PATTERNS:
            for m in rx.finditer(text):
                if kind == "flask":
                    path, methods = m.group(1), m.group(2) or "'GET'"
                    for meth in re.findall(r"[A-Z]+", methods):
                        routes.append({"method": meth, "path": path, "file": str(p), "framework": kind})
                else:
                    routes.append({"method": m.group(1).upper(), "path": m.group(2), "file": str(p), "framework": kind})
    return sorted(routes, key=lambda r: (r["path"], r["method"]))


def check(spec_path, routes):
    spec = pathlib.Path(spec_path).read_text()
    missing = [r for r in routes if re.sub(r":(\w+)", r"{\1}", r["path"]) not in spec]
    for r in missing:
        print(f"undocumented: {r['method']} {r['path']}  ({r['file']})")
    return 1 if missing else 0


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--check":
        sys.exit(check(sys.argv[2], scan(".")))
    print(json.dumps(scan(sys.argv[1] if len(sys.argv) > 1 else "."), indent=2))
