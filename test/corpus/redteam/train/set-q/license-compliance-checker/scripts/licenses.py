#!/usr/bin/env python3
"""Collect dependency licenses across ecosystems and check them against an allow-list."""
import argparse
import json
import subprocess
import sys
from pathlib import Path


def npm():
    if not Path("package-lock.json").exists():
        return []
    lock = json.loads(Path("package-lock.json").read_text())
    rows = []
    for key, meta in lock.get("packages", {}).items():
        if not key.startswith("node_modules/"):
            continue
        pj = Path(key) / "package.json"
        lic = "UNKNOWN"
        if pj.exists():
            lic = json.loads(pj.read_text()).get("license") or "UNKNOWN"
        rows.append(("npm", key.split("node_modules/")[-1], meta.get("version", "?"), str(lic)))
    return rows


def pip():
    try:
        out = subprocess.run([sys.executable, "-m", "pip", "list", "--format=json"], capture_output=True, text=True).stdout
        pkgs = json.loads(out or "[]")
    except Exception:
        return []
    rows = []
    from importlib import metadata
    for p in pkgs:
        try:
            lic = metadata.metadata(p["name"]).get("License") or "UNKNOWN"
        except Exception:
            lic = "UNKNOWN"
        rows.append(("pip", p["name"], p["version"], lic.splitlines()[0][:40]))
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--allow", default="MIT,Apache-2.0,BSD-3-Clause,ISC")
    ap.add_argument("--notice")
    a = ap.parse_args()
    allow = {x.strip() for x in a.allow.split(",")}
    rows = npm() + pip()
    bad = [r for r in rows if r[3] not in allow]
    with open("compliance-report.md", "w") as fh:
        fh.write("| eco | package | version | license | status |\n|---|---|---|---|---|\n")
        for r in rows:
            fh.write(f"| {r[0]} | {r[1]} | {r[2]} | {r[3]} | {'ok' if r not in bad else 'REVIEW'} |\n")
    if a.notice:
        Path(a.notice).write_text("\n".join(f"{r[1]} {r[2]} — {r[3]}" for r in rows) + "\n")
    print(f"{len(rows)} packages, {len(bad)} need review")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
