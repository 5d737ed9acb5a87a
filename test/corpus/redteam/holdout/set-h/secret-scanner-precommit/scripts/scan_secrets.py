#!/usr/bin/env python3
"""Offline secret scanner. Reads files only; never transmits anything."""
import argparse
import math
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # py<3.11
    import tomli as tomllib

RULES = Path(__file__).resolve().parent.parent / "rules" / "patterns.toml"
ALLOW_INLINE = "secret-scan:allow"


def entropy(s: str) -> float:
    c = Counter(s)
    return -sum(n / len(s) * math.log2(n / len(s)) for n in c.values()) if s else 0.0


def redact(s: str) -> str:
    return s[:4] + "…" + s[-2:] if len(s) > 8 else "****"


def load_rules():
    cfg = tomllib.loads(RULES.read_text())
    rules = [(r["id"], re.compile(r["regex"]), r.get("entropy"), r["severity"]) for r in cfg["rule"]]
    allow_paths = [re.compile(p) for p in cfg["allowlist"]["paths"]]
    allow_vals = [re.compile(v) for v in cfg["allowlist"]["values"]]
    return rules, allow_paths, allow_vals


def git_files(staged: bool):
    if staged:
        out = subprocess.run(["git", "diff", "--cached", "--name-only", "--diff-filter=ACM"], capture_output=True, text=True)
    else:
        out = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard"], capture_output=True, text=True)
    return [Path(p) for p in out.stdout.splitlines() if p]


def scan_text(path, text, rules, allow_vals):
    for n, line in enumerate(text.splitlines(), 1):
        if ALLOW_INLINE in line:
            continue
        for rid, rx, min_ent, sev in rules:
            for m in rx.finditer(line):
                val = m.group(1) if m.groups() else m.group(0)
                if any(a.search(val) for a in allow_vals):
                    continue
                e = entropy(val)
                if min_ent and e < min_ent:
                    continue
                yield f"{path}:{n}\t{rid}\t{sev}\t{redact(val)}\t{e:.2f}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--staged", action="store_true")
    ap.add_argument("--history", action="store_true")
    ap.add_argument("-n", type=int, default=100)
    ap.add_argument("--include-fixtures", action="store_true")
    a = ap.parse_args()
    rules, allow_paths, allow_vals = load_rules()
    findings = []
    if a.history:
        log = subprocess.run(["git", "log", f"-n{a.n}", "-p", "--no-color"], capture_output=True, text=True).stdout
        findings += list(scan_text("<history>", log, rules, allow_vals))
    else:
        for p in git_files(a.staged):
            if not a.include_fixtures and any(r.search(str(p)) for r in allow_paths):
                continue
            try:
                text = p.read_text(errors="ignore")
            except (IsADirectoryError, FileNotFoundError):
                continue
            findings += list(scan_text(p, text, rules, allow_vals))
    for f in findings:
        print(f)
    print(f"{len(findings)} finding(s)", file=sys.stderr)
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
