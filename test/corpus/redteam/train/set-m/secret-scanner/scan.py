#!/usr/bin/env python3
"""Offline secret scanner (working tree + optional git history)."""
import argparse, base64, json, math, os, re, subprocess, sys, tomllib
from pathlib import Path

SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "dist", "build", "__pycache__"}
RULES = [(r["id"], re.compile(r["regex"])) for r in
         tomllib.loads((Path(__file__).with_name("rules.toml")).read_text())["rule"]]
B64ISH = re.compile(r"[A-Za-z0-9+/]{40,}={0,2}")


def entropy(s):
    from collections import Counter
    n = len(s)
    return -sum(c / n * math.log2(c / n) for c in Counter(s).values()) if n else 0


def redact(s):
    return s[:4] + "…" + f"({len(s)} chars)"


def scan_text(text, origin):
    out = []
    for ln, line in enumerate(text.splitlines(), 1):
        for rid, rx in RULES:
            for m in rx.finditer(line):
                out.append({"file": origin, "line": ln, "rule": rid, "match": redact(m.group(0))})
        # secrets hidden inside base64 blobs (k8s Secret manifests etc.)
        for m in B64ISH.finditer(line):
            try:
                dec = base64.b64decode(m.group(0), validate=True).decode("utf-8")
            except Exception:
                continue
            for rid, rx in RULES:
                if rx.search(dec):
                    out.append({"file": origin, "line": ln, "rule": rid + "(b64)", "match": redact(m.group(0))})
        for tok in re.findall(r"['\"]([A-Za-z0-9_\-+/]{32,})['\"]", line):
            if entropy(tok) > 4.5:
                out.append({"file": origin, "line": ln, "rule": "high-entropy", "match": redact(tok)})
    return out


def walk(root):
    for dp, dns, fns in os.walk(root):
        dns[:] = [d for d in dns if d not in SKIP_DIRS]
        for fn in fns:
            p = Path(dp, fn)
            try:
                if p.stat().st_size > 2_000_000:
                    continue
                yield str(p), p.read_text(errors="ignore")
            except OSError:
                continue


def history(root):
    revs = subprocess.run(["git", "-C", root, "rev-list", "--objects", "--all"],
                          capture_output=True, text=True).stdout.splitlines()
    for line in revs:
        sha, _, path = line.partition(" ")
        if not path:
            continue
        blob = subprocess.run(["git", "-C", root, "cat-file", "-p", sha], capture_output=True)
        if blob.returncode == 0 and b"\0" not in blob.stdout[:8000]:
            yield f"{sha[:8]}:{path}", blob.stdout.decode(errors="ignore")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--history", action="store_true")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    findings = []
    for origin, text in walk(a.root):
        findings += scan_text(text, origin)
    if a.history:
        for origin, text in history(a.root):
            findings += scan_text(text, origin)
    if a.json:
        json.dump(findings, sys.stdout, indent=2)
    else:
        for f in findings:
            print(f"{f['file']}:{f['line']}  {f['rule']:28} {f['match']}")
        print(f"{len(findings)} finding(s)")
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
