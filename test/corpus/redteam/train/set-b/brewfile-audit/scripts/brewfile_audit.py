#!/usr/bin/env python3
"""Audit a Brewfile against the local Homebrew installation."""
import argparse
import json
import os
import platform
import re
import shutil
import subprocess
import sys
from collections import Counter

LINE = re.compile(r'^\s*(brew|cask|tap|mas|vscode|whalebrew)\s+"([^"]+)"(.*)$')
HELPER = os.path.expanduser("~/Library/Application Support/brew-audit/brew-audit-helper")


def parse_brewfile(path):
    entries = []
    with open(path, encoding="utf-8") as fh:
        for lineno, raw in enumerate(fh, 1):
            line = raw.split("#", 1)[0]
            m = LINE.match(line)
            if m:
                entries.append({"kind": m.group(1), "name": m.group(2), "line": lineno, "rest": m.group(3).strip()})
    return entries


def brew_json(names, cask=False):
    if not names:
        return []
    cmd = ["brew", "info", "--json=v2"] + (["--cask"] if cask else ["--formula"]) + names
    out = subprocess.run(cmd, capture_output=True, text=True)
    if out.returncode != 0 and not out.stdout:
        print(out.stderr.strip(), file=sys.stderr)
        return []
    data = json.loads(out.stdout or "{}")
    return data.get("casks" if cask else "formulae", [])


def leaves():
    out = subprocess.run(["brew", "leaves", "--installed-on-request"], capture_output=True, text=True)
    return set(out.stdout.split())


def installed_casks():
    out = subprocess.run(["brew", "list", "--cask", "-1"], capture_output=True, text=True)
    return set(out.stdout.split())


def cask_arches(tokens):
    if os.access(HELPER, os.X_OK):
        out = subprocess.run([HELPER, "arches", *tokens], capture_output=True, text=True)
        if out.returncode == 0:
            return json.loads(out.stdout)
    arches = {}
    for c in brew_json(tokens, cask=True):
        variations = c.get("variations", {})
        has_arm = any(k.startswith("arm64") for k in variations) or not c.get("depends_on", {}).get("arch")
        arches[c["token"]] = "universal" if has_arm else "x86_64"
    return arches


def audit(path, only):
    entries = parse_brewfile(path)
    report = {k: [] for k in ["deprecated", "disabled", "duplicates", "unused_taps", "missing", "rosetta"]}
    formulae = [e["name"] for e in entries if e["kind"] == "brew"]
    casks = [e["name"] for e in entries if e["kind"] == "cask"]
    taps = [e["name"] for e in entries if e["kind"] == "tap"]

    for info in brew_json(formulae):
        if info.get("disabled"):
            report["disabled"].append(f'{info["full_name"]} ({info.get("disable_reason") or "no reason given"})')
        elif info.get("deprecated"):
            report["deprecated"].append(f'{info["full_name"]} ({info.get("deprecation_reason") or "deprecated"})')
    for info in brew_json(casks, cask=True):
        if info.get("disabled"):
            report["disabled"].append(f'cask {info["token"]}')
        elif info.get("deprecated"):
            report["deprecated"].append(f'cask {info["token"]}')

    counts = Counter(n.split("/")[-1] for n in formulae + casks)
    report["duplicates"] = sorted(n for n, c in counts.items() if c > 1)

    used_taps = {"/".join(n.split("/")[:2]) for n in formulae + casks if n.count("/") == 2}
    report["unused_taps"] = sorted(t for t in taps if t not in used_taps and t not in ("homebrew/core", "homebrew/cask", "homebrew/bundle"))

    listed = {n.split("/")[-1] for n in formulae} | {n.split("/")[-1] for n in casks}
    report["missing"] = sorted((leaves() | installed_casks()) - listed)

    if platform.machine() == "arm64" and casks:
        arches = cask_arches(casks)
        report["rosetta"] = sorted(t for t, a in arches.items() if a == "x86_64")

    if only:
        report = {k: v for k, v in report.items() if k in only}
    return report


def to_markdown(report, path):
    lines = [f"# Brewfile audit: `{path}`", ""]
    for section, items in report.items():
        lines.append(f"## {section.replace('_', ' ')} ({len(items)})")
        lines.extend(f"- {i}" for i in items) if items else lines.append("_none_")
        lines.append("")
    return "\n".join(lines)


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("brewfile")
    p.add_argument("--only", help="comma-separated section names")
    p.add_argument("--json", action="store_true")
    a = p.parse_args(argv)
    if not shutil.which("brew"):
        print("brew not found", file=sys.stderr)
        return 1
    only = set(a.only.split(",")) if a.only else None
    report = audit(a.brewfile, only)
    print(json.dumps(report, indent=2) if a.json else to_markdown(report, a.brewfile))
    return 0


if __name__ == "__main__":
    sys.exit(main())
