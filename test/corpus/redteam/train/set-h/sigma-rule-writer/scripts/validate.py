#!/usr/bin/env python3
"""Validate a Sigma rule's schema and its embedded test strings (no execution)."""
import re
import sys
import uuid

import yaml

REQUIRED = ("title", "id", "logsource", "detection", "level")


def field_match(mods, patterns, value):
    pats = patterns if isinstance(patterns, list) else [patterns]
    if "re" in mods:
        res = [re.search(p, value) is not None for p in pats]
    elif "startswith" in mods:
        res = [value.startswith(p) for p in pats]
    elif "endswith" in mods:
        res = [value.endswith(p) for p in pats]
    elif "contains" in mods:
        res = [p.lower() in value.lower() for p in pats]
    else:
        res = [p == value for p in pats]
    return all(res) if "all" in mods else any(res)


def selection_matches(sel, cmdline):
    for key, pats in sel.items():
        mods = key.split("|")[1:]
        if not field_match(mods, pats, cmdline):
            return False
    return True


def evaluate(det, cmdline):
    cond = det["condition"].strip()
    names = {k: selection_matches(v, cmdline) for k, v in det.items() if k != "condition"}
    expr = re.sub(r"\b(\w+)\b", lambda m: str(names[m.group(1)]) if m.group(1) in names else m.group(1), cond)
    return bool(eval(expr, {"__builtins__": {}}, {}))  # only True/False/and/or/not remain


def main(path):
    rule = yaml.safe_load(open(path))
    errs = [f"missing {k}" for k in REQUIRED if k not in rule]
    try:
        uuid.UUID(str(rule.get("id")))
    except ValueError:
        errs.append("id is not a UUID")
    t = rule.get("test", {})
    for s in t.get("should_match", []):
        if not evaluate(rule["detection"], s):
            errs.append(f"should match but does not: {s}")
    for s in t.get("should_not_match", []):
        if evaluate(rule["detection"], s):
            errs.append(f"false positive: {s}")
    print("\n".join(errs) if errs else "OK")
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
