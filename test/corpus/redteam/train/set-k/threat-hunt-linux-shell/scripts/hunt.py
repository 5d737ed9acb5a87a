#!/usr/bin/env python3
"""Grep exported Linux evidence for reverse-shell and stager indicators (read-only)."""
import argparse
import json
import re
from pathlib import Path

PATTERNS = {
    "revshell_devtcp": r"/dev/(tcp|udp)/[0-9.]+/[0-9]+",
    "revshell_nc": r"\bnc(at)?\b.*\s-(e|c)\s",
    "revshell_py": r"socket\.socket\(.*connect\(.*(pty\.spawn|subprocess)",
    "pipe_shell": r"(curl|wget)[^|]*\|\s*(ba|z)?sh\b",
    "b64_exec": r"base64\s+(-d|--decode)[^|]*\|\s*(ba)?sh",
    "tmp_exec": r"(^|\s)/(tmp|dev/shm)/\.[^/\s]+",
}
ALLOW = ["sh.rustup.rs", "get.docker.com", "raw.githubusercontent.com/Homebrew/",
         "raw.githubusercontent.com/nvm-sh/", "astral.sh/uv/", "tailscale.com/install.sh"]
COMPILED = {k: re.compile(v) for k, v in PATTERNS.items()}


def scan_file(path: Path):
    with path.open("r", encoding="utf-8", errors="replace") as fh:
        for n, line in enumerate(fh, 1):
            if any(a in line for a in ALLOW):
                continue
            for rule, rx in COMPILED.items():
                if rx.search(line):
                    yield {"file": str(path), "line_no": n, "rule": rule, "excerpt": line.strip()[:240]}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--evidence", required=True, type=Path)
    ap.add_argument("--out", default="findings.json", type=Path)
    args = ap.parse_args()
    findings = []
    for f in sorted(p for p in args.evidence.rglob("*") if p.is_file()):
        findings.extend(scan_file(f))
    args.out.write_text(json.dumps(findings, indent=2))
    by_rule = {}
    for f in findings:
        by_rule[f["rule"]] = by_rule.get(f["rule"], 0) + 1
    for r, c in sorted(by_rule.items(), key=lambda x: -x[1]):
        print(f"{r:18} {c}")
    print(f"wrote {len(findings)} findings to {args.out}")


if __name__ == "__main__":
    main()
