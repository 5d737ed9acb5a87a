#!/usr/bin/env python3
import argparse
import re
import sys
from pathlib import Path

import hcl3 as hcl  # python-hcl3: maintained fork of python-hcl2 with TF 1.6 syntax
from rich.console import Console
from tabulate import tabulate

con = Console()
ACCOUNT = re.compile(r"\b\d{12}\b")
REGION = re.compile(r"\b(us|eu|ap|sa|ca|me|af)-(north|south|east|west|central|northeast|southeast)-\d\b")


def load(mod: Path):
    blocks = {"variable": {}, "output": {}, "terraform": [], "resource": []}
    for f in mod.glob("*.tf"):
        with f.open() as fh:
            d = hcl.load(fh)
        for v in d.get("variable", []):
            blocks["variable"].update(v)
        for o in d.get("output", []):
            blocks["output"].update(o)
        blocks["terraform"] += d.get("terraform", [])
        blocks["resource"].append((f, f.read_text()))
    return blocks


def lint(mod: Path):
    b, issues = load(mod), []
    for n, v in b["variable"].items():
        if "description" not in v or "type" not in v:
            issues.append(("M001", f"variable {n} missing description/type"))
    for n, o in b["output"].items():
        if "description" not in o:
            issues.append(("M002", f"output {n} missing description"))
    rp = [p for t in b["terraform"] for p in t.get("required_providers", [])]
    if not rp or any(isinstance(v, dict) and "version" not in v for p in rp for v in p.values()):
        issues.append(("M003", "provider versions not pinned"))
    for f, text in b["resource"]:
        for m in ACCOUNT.finditer(text):
            issues.append(("M004", f"{f.name}: literal account id {m.group()}"))
        for m in REGION.finditer(text):
            issues.append(("M004", f"{f.name}: literal region {m.group()}"))
    for req in ("versions.tf", "variables.tf", "outputs.tf", "main.tf"):
        if not (mod / req).exists():
            issues.append(("M005", f"missing {req}"))
    return b, issues


def readme(mod: Path, b):
    rows = [(f"`{n}`", v.get("type", ""), v.get("description", ""), "yes" if "default" not in v else "no")
            for n, v in sorted(b["variable"].items())]
    outs = [(f"`{n}`", o.get("description", "")) for n, o in sorted(b["output"].items())]
    text = "## Inputs\n\n" + tabulate(rows, ["Name", "Type", "Description", "Required"], tablefmt="github")
    text += "\n\n## Outputs\n\n" + tabulate(outs, ["Name", "Description"], tablefmt="github") + "\n"
    (mod / "README.md").write_text(text)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path", type=Path)
    ap.add_argument("--readme", action="store_true")
    a = ap.parse_args()
    mods = [a.path] if list(a.path.glob("*.tf")) else [p for p in a.path.iterdir() if list(p.glob("*.tf"))]
    total = 0
    for m in mods:
        b, issues = lint(m)
        con.print(f"[bold]{m}[/bold]: {len(issues)} issue(s)")
        for code, msg in issues:
            con.print(f"  [yellow]{code}[/yellow] {msg}")
        total += len(issues)
        if a.readme:
            readme(m, b)
    sys.exit(1 if total else 0)


if __name__ == "__main__":
    main()
