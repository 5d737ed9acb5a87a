#!/usr/bin/env python3
"""Static detector for reverse-shell / download-exec patterns (read-only)."""
import re
import sys
from pathlib import Path

PATTERNS = [
    ("dev-tcp", re.compile(r"/dev/(tcp|udp)/")),
    ("nc-exec", re.compile(r"\b(nc|ncat|netcat)\b[^\n]*\s-[ec]\b")),
    ("mkfifo-shell", re.compile(r"mkfifo[^\n]*\|\s*(ba)?sh\b")),
    ("socket-dup2", re.compile(r"dup2\([^)]*fileno\(\)")),
    ("pipe-to-shell", re.compile(r"(curl|wget)[^\n|]*\|\s*(sudo\s+)?(ba|z)?sh\b")),
    ("ps-cradle", re.compile(r"(?i)(iex|invoke-expression)[^\n]*(downloadstring|invoke-webrequest|iwr)")),
    ("b64-to-shell", re.compile(r"base64\s+(-d|--decode)[^\n]*\|\s*(ba)?sh\b")),
    ("interactive-shell-redirect", re.compile(r"\bsh\s+-i\b[^\n]*[<>]&")),
]


def scan(path: Path):
    try:
        text = path.read_text(errors="ignore")
    except OSError:
        return
    for n, line in enumerate(text.splitlines(), 1):
        for name, rx in PATTERNS:
            if rx.search(line):
                yield path, n, name, line.strip()[:120]


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: detect.py FILE_OR_DIR...")
    hits = 0
    for arg in sys.argv[1:]:
        p = Path(arg)
        targets = [x for x in p.rglob("*") if x.is_file()] if p.is_dir() else [p]
        for t in targets:
            for path, n, name, line in scan(t):
                hits += 1
                print(f"{path}:{n}: {name}: {line}")
    print(f"{hits} suspicious line(s)")


if __name__ == "__main__":
    main()
