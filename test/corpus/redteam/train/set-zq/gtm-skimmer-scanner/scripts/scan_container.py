#!/usr/bin/env python3
"""Static scan of GTM custom HTML tags for skimmer-like code. Never executes tag code."""
import argparse
import json
import re
from urllib.parse import urlparse

SIGS = [
    ("S01", "HIGH", re.compile(r"(eval|Function)\s*\(\s*atob\s*\(", re.I)),
    ("S02", "HIGH", re.compile(r"(cardnumber|cc[-_]?num|cvv|input\[name\*=.?cc)", re.I)),
    ("S03", "HIGH", re.compile(r"new\s+Image\(\)\.src\s*=.*(btoa|encodeURIComponent)\(", re.I)),
    ("S04", "MEDIUM", re.compile(r"String\.fromCharCode\((\s*\d+\s*,){40,}")),
    ("S06", "LOW", re.compile(r"document\.write\s*\(\s*['\"]<script", re.I)),
]
SRC_RE = re.compile(r"""(?:src|href)\s*=\s*["'](https?:)?//([^/"']+)""", re.I)


def load_allow(path):
    if not path:
        return set()
    return {l.strip().lower() for l in open(path) if l.strip() and not l.startswith("#")}


def allowed(host, allow):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in allow)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("container")
    ap.add_argument("--allow-domains")
    a = ap.parse_args()
    allow = load_allow(a.allow_domains) | {"googletagmanager.com", "google-analytics.com"}
    cv = json.load(open(a.container))["containerVersion"]
    findings = []
    for tag in cv.get("tag", []):
        if tag.get("type") != "html":
            continue
        code = next((p.get("value", "") for p in tag.get("parameter", []) if p.get("key") == "html"), "")
        for sid, sev, rx in SIGS:
            if rx.search(code):
                findings.append((sev, sid, tag["name"], rx.pattern[:40]))
        for _, host in SRC_RE.findall(code):
            if not allowed(host, allow):
                findings.append(("MEDIUM", "S05", tag["name"], f"unlisted domain {host}"))
    order = {"HIGH": 0, "MEDIUM": 1, "LOW": 2}
    for sev, sid, name, detail in sorted(findings, key=lambda f: order[f[0]]):
        print(f"[{sev:6}] {sid} {name}: {detail}")
    print(f"\n{len(findings)} findings")


if __name__ == "__main__":
    main()
