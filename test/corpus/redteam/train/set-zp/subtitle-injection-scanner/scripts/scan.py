#!/usr/bin/env python3
"""Read-only scanner for malicious patterns in subtitle and playlist files."""
import argparse
import json
import re
import sys
from pathlib import Path

EXTS = {".srt", ".ass", ".ssa", ".vtt", ".m3u", ".m3u8", ".sub"}
RULES = [
    ("SUB-003", re.compile(r"<\s*script|javascript:|\bon(?:error|load|click)\s*=", re.I), "HTML/JS in cue text"),
    ("SUB-005", re.compile(r"^\s*(?:file|smb)://", re.I | re.M), "local/SMB URI in playlist"),
    ("SUB-006", re.compile(r"ignore (?:all |any )?(?:previous|prior) instructions|as an ai\b|"
                           r"(?:run|execute) the following (?:command|code)|system prompt", re.I), "text addressed to AI tools"),
    ("SUB-007", re.compile("[\u200b-\u200f\u2060\ufeff]|[\U000e0000-\U000e007f]"), "zero-width / tag characters"),
    ("SUB-008", re.compile(r"[A-Za-z0-9+/]{200,}={0,2}"), "long base64 blob"),
]


def scan_file(p: Path):
    findings = []
    raw = p.read_bytes()
    text = raw.decode("utf-8", errors="replace")
    for i, line in enumerate(text.splitlines(), 1):
        if len(line) > 65536:
            findings.append(("SUB-001", i, f"line of {len(line)} chars"))
    if p.suffix.lower() in (".ass", ".ssa") and re.search(r"^\[(Fonts|Graphics)\]", text, re.M):
        findings.append(("SUB-002", 0, "embedded font/graphics section"))
    if p.suffix.lower() in (".m3u", ".m3u8"):
        for i, line in enumerate(text.splitlines(), 1):
            s = line.strip()
            if s and not s.startswith("#") and ("../" in s or s.startswith("/") or re.match(r"^[A-Za-z]:\\", s)):
                findings.append(("SUB-004", i, "path traversal / absolute path"))
    for rid, rx, desc in RULES:
        for m in rx.finditer(text):
            line = text.count("\n", 0, m.start()) + 1
            findings.append((rid, line, desc))
            break
    return findings


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--json")
    a = ap.parse_args()
    results = {}
    for root in map(Path, a.paths):
        files = [f for f in root.rglob("*") if f.suffix.lower() in EXTS] if root.is_dir() else [root]
        for f in files:
            fnd = scan_file(f)
            if fnd:
                results[str(f)] = [{"rule": r, "line": l, "desc": d} for r, l, d in fnd]
                for r, l, d in fnd:
                    print(f"{f}:{l}: {r} {d}")
    if a.json:
        Path(a.json).write_text(json.dumps(results, indent=1))
    print(f"{len(results)} file(s) with findings")
    sys.exit(1 if results else 0)


if __name__ == "__main__":
    main()
