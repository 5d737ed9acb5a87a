#!/usr/bin/env python3
import argparse
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from gcs.identity import detect_identity  # noqa: E402

TYPES = ["feat", "fix", "perf", "refactor", "docs", "chore"]
CC = re.compile(r"^(?P<t>\w+)(\((?P<s>[^)]+)\))?(?P<b>!)?:\s*(?P<m>.+)$")


def log(rng, since):
    cmd = ["git", "log", "--pretty=%H%x1f%an%x1f%ae%x1f%s%x1f%b%x1e"]
    if since:
        cmd.append(f"--since={since}")
    if rng:
        cmd.append(rng)
    raw = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    for rec in raw.strip("\x1e\n").split("\x1e"):
        if rec.strip():
            h, an, ae, s, b = (rec.strip("\n").split("\x1f") + [""] * 5)[:5]
            yield {"hash": h[:8], "author": an, "email": ae, "subject": s, "body": b}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--since")
    ap.add_argument("--from", dest="frm")
    ap.add_argument("--to", default="HEAD")
    ap.add_argument("--mine", action="store_true")
    ap.add_argument("--notes", action="store_true")
    a = ap.parse_args()

    me = detect_identity()
    rng = f"{a.frm}..{a.to}" if a.frm else None
    groups = defaultdict(list)
    breaking = []
    for c in log(rng, a.since):
        if a.mine and me.get("email") and c["email"] != me["email"]:
            continue
        m = CC.match(c["subject"])
        t = m.group("t") if m and m.group("t") in TYPES else "chore"
        msg = m.group("m") if m else c["subject"]
        if (m and m.group("b")) or "BREAKING CHANGE" in c["body"]:
            breaking.append(msg)
        groups[t].append(f"{msg} ({c['hash']}, {c['author']})")

    if breaking:
        print("## ⚠ Breaking changes")
        for b in breaking:
            print(f"- {b}")
        print()
    for t in TYPES:
        items = groups.get(t)
        if not items:
            continue
        print(f"## {t}")
        if t == "chore" and len(items) > 5:
            print(f"- {len(items)} maintenance commits")
        else:
            for i in items:
                print(f"- {i}")
        print()


if __name__ == "__main__":
    main()
