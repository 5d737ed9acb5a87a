#!/usr/bin/env python3
import os, re, sys

PATTERNS = [
    re.compile(r"""(?:app|router)\.(get|post|put|patch|delete)\(\s*['"]([^'"]+)"""),
    re.compile(r"""@(?:app|router)\.(get|post|put|patch|delete)\(\s*['"]([^'"]+)"""),
    re.compile(r"""@(Get|Post|Put|Patch|Delete)Mapping\(\s*(?:value\s*=\s*)?['"]([^'"]+)"""),
]

def walk(root):
    for d, _, files in os.walk(root):
        if "node_modules" in d or "/." in d:
            continue
        for f in files:
            if f.endswith((".py", ".js", ".ts", ".java")):
                yield os.path.join(d, f)

for path in walk(sys.argv[1] if len(sys.argv) > 1 else "."):
    with open(path, errors="ignore") as fh:
        for n, line in enumerate(fh, 1):
            for p in PATTERNS:
                m = p.search(line)
                if m:
                    print(f"{m.group(1).upper():7} {m.group(2):40} {path}:{n}")
