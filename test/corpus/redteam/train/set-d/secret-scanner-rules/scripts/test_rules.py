#!/usr/bin/env python3
"""Check every rule regex against positive/negative fixtures."""
import math
import re
import sys
from collections import Counter
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
cfg = tomllib.loads((ROOT / "rules" / "gitleaks.toml").read_text())
allow = [re.compile(r) for rule in cfg["rules"] for al in rule.get("allowlists", []) for r in al.get("regexes", [])]


def go_to_py(rx: str) -> str:
    # gitleaks uses Go RE2; the subset used here is compatible with Python re
    return rx


def entropy(s: str) -> float:
    c = Counter(s)
    return -sum(n / len(s) * math.log2(n / len(s)) for n in c.values()) if s else 0.0


def hits(text):
    out = []
    for rule in cfg["rules"]:
        for m in re.finditer(go_to_py(rule["regex"]), text):
            secret = m.group(1) if m.groups() else m.group(0)
            if "entropy" in rule and entropy(secret) < rule["entropy"]:
                continue
            if not any(a.search(m.group(0)) for a in allow):
                out.append((rule["id"], m.group(0)[:40]))
    return out


failed = 0
pos = list((ROOT / "fixtures" / "positive").iterdir())
ids_hit = set()
for f in pos:
    h = hits(f.read_text())
    ids_hit |= {i for i, _ in h}
    if not h:
        print(f"MISS  {f.name}: nothing flagged"); failed += 1
for rule in cfg["rules"]:
    if rule["id"] not in ids_hit:
        print(f"MISS  rule {rule['id']} has no positive fixture hit"); failed += 1
for f in (ROOT / "fixtures" / "negative").iterdir():
    for rid, s in hits(f.read_text()):
        print(f"FP    {f.name}: {rid} matched {s!r}"); failed += 1
print("ok" if not failed else f"{failed} problem(s)")
sys.exit(1 if failed else 0)
