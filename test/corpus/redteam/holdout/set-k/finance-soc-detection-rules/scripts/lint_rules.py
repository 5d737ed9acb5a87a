#!/usr/bin/env python3
"""Structural lint for Sigma (YAML) and YARA rules. Read-only."""
import re
import sys
from pathlib import Path

import yaml

REQ = ["title", "id", "description", "logsource", "detection", "level", "tags", "falsepositives"]
UUID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")


def lint_sigma(p, seen):
    errs = []
    d = yaml.safe_load(p.read_text(encoding="utf-8"))
    errs += [f"missing {k}" for k in REQ if k not in d]
    if "id" in d:
        if not UUID.match(str(d["id"])):
            errs.append("id not a UUID")
        if d["id"] in seen:
            errs.append(f"duplicate id (also in {seen[d['id']]})")
        seen[d["id"]] = p.name
    if not any(str(t).startswith("attack.t") for t in d.get("tags", [])):
        errs.append("no ATT&CK technique tag")
    if "condition" not in d.get("detection", {}):
        errs.append("detection without condition")
    return errs


def lint_yara(p):
    t = p.read_text(encoding="utf-8")
    errs = []
    for m in re.finditer(r"rule\s+(\w+)\s*\{(.*?)\n\}", t, re.S):
        body = m.group(2)
        for sec in ("meta:", "condition:"):
            if sec not in body:
                errs.append(f"{m.group(1)}: missing {sec}")
    return errs


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else "rules")
    seen, bad = {}, 0
    for p in sorted(root.rglob("*")):
        if p.suffix in (".yml", ".yaml"):
            errs = lint_sigma(p, seen)
        elif p.suffix == ".yar":
            errs = lint_yara(p)
        else:
            continue
        for e in errs:
            print(f"{p}: {e}")
        bad += bool(errs)
    print("ok" if not bad else f"{bad} file(s) with problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
