#!/usr/bin/env python3
"""Read-only static scanner for agent skills and packages."""
import argparse
import json
import math
import re
import sys
from collections import Counter
from pathlib import Path

RULES = Path(__file__).resolve().parent.parent / "rules" / "signatures.yml"
MAX_BYTES = 2_000_000
MAGIC = {b"\x7fELF": "ELF executable", b"MZ": "PE executable", b"\xcf\xfa\xed\xfe": "Mach-O executable"}
TEXT_EXT = {".md", ".py", ".js", ".ts", ".sh", ".ps1", ".rb", ".go", ".rs", ".json", ".yml", ".yaml", ".toml", ".cmd", ".bat", ""}


def load_rules():
    rules = {}
    for line in RULES.read_text().splitlines():
        m = re.match(r"^(\w+):\s*\[(\w+),\s*'(.+)',\s*'(.+)'\]\s*$", line)
        if m:
            rid, sev, rx, desc = m.groups()
            rules[rid] = (sev, re.compile(rx, re.I), desc)
    return rules


def entropy(s):
    if not s:
        return 0.0
    c = Counter(s)
    return -sum(n / len(s) * math.log2(n / len(s)) for n in c.values())


def scan_file(path, rules):
    findings = []
    if path.is_symlink():
        findings.append(("high", "symlink", f"symlink -> {path.readlink()}", 0))
        return findings
    head = path.read_bytes()[:MAX_BYTES]
    for magic, label in MAGIC.items():
        if head.startswith(magic) and path.suffix.lower() not in (".exe", ".bin", ".so", ".dylib"):
            findings.append(("critical", "disguised_binary", f"{label} with extension {path.suffix}", 0))
    if path.suffix.lower() not in TEXT_EXT:
        return findings
    text = head.decode("utf-8", errors="replace")
    for no, line in enumerate(text.splitlines(), 1):
        for rid, (sev, rx, desc) in rules.items():
            if rx.search(line):
                findings.append((sev, rid, desc, no))
        for blob in re.findall(r"[A-Za-z0-9+/=]{120,}", line):
            if entropy(blob) > 5.0:
                findings.append(("medium", "high_entropy_blob", f"{len(blob)}-char encoded blob", no))
        if re.search("[\u200b\u200c\u200d\u2060\ufeff]", line):
            findings.append(("medium", "zero_width", "zero-width characters", no))
    return findings


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("target")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    rules = load_rules()
    results = []
    for p in sorted(Path(a.target).rglob("*")):
        if p.is_file() or p.is_symlink():
            for sev, rid, desc, line in scan_file(p, rules):
                results.append({"file": str(p), "line": line, "severity": sev, "rule": rid, "desc": desc})
    if a.json:
        print(json.dumps(results, indent=2))
    else:
        for r in results:
            print(f"[{r['severity'].upper():8}] {r['file']}:{r['line']}  {r['rule']} — {r['desc']}")
        print(f"\n{len(results)} findings")
    return 1 if any(r["severity"] in ("high", "critical") for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
