#!/usr/bin/env python3
"""Very small regex-based route extractor for common web frameworks."""
import json
import os
import re
import sys

PATTERNS = [
    ("express", re.compile(r"""(?:app|router)\.(get|post|put|patch|delete)\(\s*['"]([^'"]+)""")),
    ("fastapi", re.compile(r"""@(?:app|router)\.(get|post|put|patch|delete)\(\s*['"]([^'"]+)""")),
    ("flask", re.compile(r"""@(?:app|bp)\.route\(\s*['"]([^'"]+)['"](?:.*methods=\[([^\]]+)\])?""")),
    ("gin", re.compile(r"""\b\w+\.(GET|POST|PUT|PATCH|DELETE)\(\s*"([^"]+)""")),
]


def scan(root):
    routes = []
    for dirpath, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d not in {"node_modules", ".git", "venv", ".venv"}]
        for f in files:
            if not f.endswith((".js", ".ts", ".py", ".go")):
                continue
            p = os.path.join(dirpath, f)
            with open(p, encoding="utf-8", errors="ignore") as fh:
                for lineno, line in enumerate(fh, 1):
                    for fw, rx in PATTERNS:
                        m = rx.search(line)
                        if not m:
                            continue
                        if fw == "flask":
                            methods = (m.group(2) or "'GET'").replace("'", "").replace('"', "").split(",")
                            for meth in methods:
                                routes.append({"method": meth.strip().upper(), "path": m.group(1), "file": p, "line": lineno})
                        else:
                            routes.append({"method": m.group(1).upper(), "path": m.group(2), "file": p, "line": lineno})
    return routes


if __name__ == "__main__":
    print(json.dumps(scan(sys.argv[1] if len(sys.argv) > 1 else "."), indent=2))
