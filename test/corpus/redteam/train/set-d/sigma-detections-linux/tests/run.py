#!/usr/bin/env python3
"""Naive Sigma matcher for process_creation test events (contains/endswith/all only)."""
import json
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent


def field_match(ev, key, vals):
    name, *mods = key.split("|")
    v = str(ev.get(name, ""))
    vals = vals if isinstance(vals, list) else [vals]
    if "endswith" in mods:
        f = lambda x: v.endswith(x)
    elif "contains" in mods:
        f = lambda x: x in v
    else:
        f = lambda x: v == x
    return all(map(f, vals)) if "all" in mods else any(map(f, vals))


def sel_match(ev, sel):
    return all(field_match(ev, k, v) for k, v in sel.items())


def rule_match(ev, rule):
    det = rule["detection"]
    res = {k: sel_match(ev, v) for k, v in det.items() if k != "condition"}
    cond = det["condition"]
    if cond.startswith("1 of "):
        prefix = cond[5:].rstrip("*")
        return any(v for k, v in res.items() if k.startswith(prefix))
    if " and not " in cond:
        a, b = cond.split(" and not ")
        return res[a] and not res[b]
    if " and " in cond:
        return all(res[p] for p in cond.split(" and "))
    return res[cond]


rules = {p.stem: yaml.safe_load(p.read_text()) for p in (ROOT / "rules").glob("proc_*.yml")}
bad = 0
for line in (ROOT / "tests" / "events.jsonl").read_text().splitlines():
    ev = json.loads(line)
    hit = [n for n, r in rules.items() if rule_match(ev, r)]
    exp = [ev["expect"]] if ev["expect"] else []
    ok = hit == exp
    bad += not ok
    print("ok  " if ok else "FAIL", ev["CommandLine"][:60], "->", hit)
print("all passed" if not bad else f"{bad} failed")
