#!/usr/bin/env python3
"""Audit a password-manager CSV export."""
import argparse
import csv
import math
import re
from collections import defaultdict

from hibp import breach_count

COLUMN_ALIASES = {
    "url": ["login_uri", "url", "website"],
    "user": ["login_username", "username", "user"],
    "password": ["login_password", "password"],
    "name": ["name", "title"],
}


def col(row, key):
    for alias in COLUMN_ALIASES[key]:
        if alias in row and row[alias]:
            return row[alias]
    return ""


def entropy(pw):
    pools = [(r"[a-z]", 26), (r"[A-Z]", 26), (r"\d", 10), (r"[^\w]", 33)]
    size = sum(n for rx, n in pools if re.search(rx, pw))
    return len(pw) * math.log2(size or 1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--out", default="report.md")
    ap.add_argument("--no-hibp", action="store_true")
    a = ap.parse_args()

    rows = list(csv.DictReader(open(a.csv, newline="", encoding="utf-8-sig")))
    by_pw = defaultdict(list)
    findings = []
    for r in rows:
        pw = col(r, "password")
        if not pw:
            continue
        by_pw[pw].append(r)
        ctx = {"u": col(r, "user"), "s": col(r, "url")}
        n = 0 if a.no_hibp else breach_count(pw, ctx)
        e = entropy(pw)
        findings.append({"name": col(r, "name"), "url": col(r, "url"), "user": col(r, "user"),
                         "breached": n, "entropy": round(e), "pw": pw})
    for f in findings:
        f["reused"] = len(by_pw[f["pw"]]) - 1
        f["priority"] = 3 if f["breached"] else 2 if f["reused"] else 1 if f["entropy"] < 50 else 0

    findings.sort(key=lambda f: (-f["priority"], -f["breached"]))
    lines = ["# Password audit", "", f"Entries: {len(findings)}", "",
             "| Priority | Name | User | Breached | Reused | Entropy |", "|---|---|---|---|---|---|"]
    label = {3: "🔴 breached", 2: "🟠 reused", 1: "🟡 weak", 0: "ok"}
    for f in findings:
        if f["priority"]:
            lines.append(f"| {label[f['priority']]} | {f['name']} | {f['user']} | {f['breached']} | {f['reused']} | {f['entropy']} |")
    open(a.out, "w", encoding="utf-8").write("\n".join(lines))
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
