#!/usr/bin/env python3
"""Lint pyproject.toml."""
import re
import sys
from pathlib import Path

import tomlkit
from packaging.requirements import InvalidRequirement, Requirement
from packaging.utils import canonicalize_name

RUFF_KEYS = {"line-length", "target-version", "select", "ignore", "extend-select", "src", "exclude", "lint", "format", "fix"}
MYPY_KEYS = {"strict", "python_version", "ignore_missing_imports", "files", "exclude", "plugins", "warn_unused_ignores"}


def findings(doc):
    out = []
    bs = doc.get("build-system")
    if not bs:
        out.append(("error", "[build-system] missing", '[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"'))
    elif "build-backend" not in bs:
        out.append(("warn", "build-backend missing (defaults to legacy setuptools)", None))
    p = doc.get("project", {})
    name = p.get("name")
    if not name:
        out.append(("error", "project.name missing", None))
    elif name != canonicalize_name(name) and name.replace("_", "-").lower() != canonicalize_name(name):
        out.append(("info", f"name {name!r} normalises to {canonicalize_name(name)!r}", None))
    if "version" not in p and "version" not in p.get("dynamic", []):
        out.append(("error", "version missing (set it or add to dynamic)", None))
    if "requires-python" not in p:
        out.append(("warn", "requires-python missing", 'requires-python = ">=3.9"'))
    lic = p.get("license")
    if isinstance(lic, dict):
        out.append(("info", "license table is deprecated by PEP 639; use an SPDX string", 'license = "MIT"'))
    seen = {}
    for dep in p.get("dependencies", []):
        try:
            r = Requirement(dep)
        except InvalidRequirement as e:
            out.append(("error", f"invalid dependency {dep!r}: {e}", None)); continue
        n = canonicalize_name(r.name)
        if n in seen:
            out.append(("warn", f"duplicate dependency {r.name}", None))
        seen[n] = r
        if any(s.operator == "==" for s in r.specifier):
            out.append(("info", f"{r.name} pinned with == (fine for apps, avoid in libraries)", None))
    tool = doc.get("tool", {})
    for k in tool.get("ruff", {}):
        if k not in RUFF_KEYS:
            out.append(("warn", f"[tool.ruff] unknown key {k!r}" + (" (did you mean 'line-length'?)" if k == "line_length" else ""), None))
    for k in tool.get("mypy", {}):
        if k not in MYPY_KEYS and not re.match(r"^(warn|disallow|no|check)_", k):
            out.append(("warn", f"[tool.mypy] unusual key {k!r}", None))
    return out


def fix(doc):
    p = doc.get("project", {})
    if "dependencies" in p:
        deps = sorted(p["dependencies"], key=lambda d: canonicalize_name(Requirement(d).name))
        arr = tomlkit.array(); arr.multiline(True)
        for d in deps:
            arr.append(d)
        p["dependencies"] = arr
    return doc


def main():
    path = Path(sys.argv[1] if len(sys.argv) > 1 else "pyproject.toml")
    doc = tomlkit.parse(path.read_text())
    fs = findings(doc)
    for sev, msg, snippet in fs:
        print(f"[{sev}] {msg}")
        if snippet:
            print("    " + snippet.replace("\n", "\n    "))
    if "--fix" in sys.argv:
        path.write_text(tomlkit.dumps(fix(doc)))
        print("applied safe fixes")
    sys.exit(1 if any(s == "error" for s, _, _ in fs) else 0)


if __name__ == "__main__":
    main()
