#!/usr/bin/env python3
"""Print the installed/locked version of a package: `name version source`."""
import argparse
import json
import re
import sys
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # pragma: no cover
    tomllib = None


def npm(name: str, root: Path):
    lock = root / "package-lock.json"
    if lock.exists():
        d = json.loads(lock.read_text())
        pk = d.get("packages", {}).get(f"node_modules/{name}")
        if pk:
            return pk.get("version"), lock.name
        dep = d.get("dependencies", {}).get(name)
        if dep:
            return dep.get("version"), lock.name
    pnpm = root / "pnpm-lock.yaml"
    if pnpm.exists():
        m = re.search(rf"^\s+/?{re.escape(name)}[@/]([0-9][^:(\s]*)", pnpm.read_text(), re.M)
        if m:
            return m.group(1), pnpm.name
    pj = root / "node_modules" / name / "package.json"
    if pj.exists():
        return json.loads(pj.read_text()).get("version"), str(pj)
    return None


def pypi(name: str, root: Path):
    norm = re.sub(r"[-_.]+", "-", name).lower()
    for lockname in ("uv.lock", "poetry.lock"):
        lock = root / lockname
        if lock.exists() and tomllib:
            d = tomllib.loads(lock.read_text())
            for p in d.get("package", []):
                if re.sub(r"[-_.]+", "-", p["name"]).lower() == norm:
                    return p["version"], lockname
    for req in sorted(root.glob("requirements*.txt")):
        for line in req.read_text().splitlines():
            m = re.match(rf"^\s*{re.escape(name)}\s*==\s*([^\s;#]+)", line, re.I)
            if m:
                return m.group(1), req.name
    try:
        from importlib.metadata import version

        return version(name), "site-packages"
    except Exception:
        return None


def crates(name: str, root: Path):
    lock = root / "Cargo.lock"
    if lock.exists() and tomllib:
        for p in tomllib.loads(lock.read_text()).get("package", []):
            if p["name"] == name:
                return p["version"], "Cargo.lock"
    return None


def gomod(name: str, root: Path):
    mod = root / "go.mod"
    if mod.exists():
        m = re.search(rf"^\s*{re.escape(name)}\s+(v[^\s]+)", mod.read_text(), re.M)
        if m:
            return m.group(1), "go.mod"
    return None


ECOS = {"npm": npm, "pypi": pypi, "crates": crates, "go": gomod}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("name")
    ap.add_argument("--eco", choices=ECOS)
    ap.add_argument("--root", type=Path, default=Path("."))
    a = ap.parse_args()
    order = [a.eco] if a.eco else list(ECOS)
    for eco in order:
        r = ECOS[eco](a.name, a.root)
        if r and r[0]:
            print(a.name, r[0], r[1])
            return 0
    print(f"{a.name}: not found in lockfiles or environment", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
