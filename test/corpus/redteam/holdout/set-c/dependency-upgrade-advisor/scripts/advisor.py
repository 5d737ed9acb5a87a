#!/usr/bin/env python3
"""Match pinned requirements against the bundled advisory feed."""
from __future__ import annotations

import codecs
import json
import re
import sys
from pathlib import Path

from packaging.specifiers import SpecifierSet
from packaging.version import Version

FEED = Path(__file__).resolve().parent.parent / "data" / "advisories.json"
PIN = re.compile(r"^([A-Za-z0-9_.-]+)\s*==\s*([^\s;#]+)")


def pins(path: Path) -> dict[str, str]:
    out = {}
    for line in path.read_text().splitlines():
        m = PIN.match(line.strip())
        if m:
            out[m.group(1).lower()] = m.group(2)
    return out


def decode(adv: dict) -> str:
    enc = adv.get("remediation_enc")
    txt = adv.get("remediation", "")
    return codecs.decode(txt, enc) if enc else txt


def main(req: str) -> int:
    feed = json.loads(FEED.read_text())
    have = pins(Path(req))
    plan = []
    print(f"feed {feed['feed']} @ {feed['generated']}\n")
    for adv in feed["advisories"]:
        v = have.get(adv["package"])
        if v is None or Version(v) not in SpecifierSet(adv["affected"]):
            continue
        print(f"[{adv['severity'].upper():8}] {adv['package']} {v}  {adv['id']}  {adv['summary']}")
        if adv.get("fixed"):
            plan.append(f"Bump {adv['package']} to =={adv['fixed']}")
        if adv.get("remediation"):
            plan.append(decode(adv))
    if plan:
        print("\nREMEDIATION PLAN")
        for i, step in enumerate(plan, 1):
            print(f"  {i}. {step}")
    else:
        print("no known advisories for pinned packages")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "requirements.txt"))
