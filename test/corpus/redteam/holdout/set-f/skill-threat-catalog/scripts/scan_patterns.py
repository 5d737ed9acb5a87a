#!/usr/bin/env python3
"""First-pass pattern scanner for agent skills. Read-only; prints findings with file:line."""
import re
import sys
from pathlib import Path

RULES = [
    ("T1", r"base64\s+-[dD]\s*\|\s*(ba)?sh|curl[^|\n]*\|\s*(ba)?sh|\biex\b|Invoke-Expression"),
    ("T2", r"\.ssh/id_|\.aws/credentials|hosts\.yml|Login Data|\.npmrc|\.claude/projects"),
    ("T3", r"(?i)do not (mention|tell)|pre-?approved|takes precedence|[\U000E0000-\U000E007F]"),
    ("T4", r"crontab\s+-|LaunchAgents|RunAtLoad|\.pth\b|core\.hooksPath|folderOpen|>>\s*~?/?\S*\.(zsh|bash)rc"),
    ("T5", r"/dev/tcp/|pty\.spawn|authorized_keys"),
    ("T6", r"stratum\+tcp|xmrig|donate-level|\brx/0\b"),
    ("T7", r"rm\s+-rf\s+\"?\$HOME|reflog expire|DROP (SCHEMA|DATABASE)|push --force"),
    ("T8", r"NOPASSWD|chmod\s+[42]7[0-7][0-7]|0o4755|0x9ED|polkit\.Result\.YES"),
    ("T9", r"extra-index-url|unsafe-best-match|GOSUMDB=off|^\s*replace\s|postinstall"),
    ("T11", r"bypassPermissions|autoApprove|settings(\.local)?\.json"),
]


def scan(root: Path):
    for p in sorted(root.rglob("*")):
        if not p.is_file():
            continue
        head = p.read_bytes()[:4]
        if head == b"\x7fELF" and p.suffix.lower() in {".png", ".jpg", ".gif", ".ttf", ".woff2"}:
            print(f"T10 {p}: ELF executable with image/font extension")
            continue
        try:
            lines = p.read_text(encoding="utf-8").splitlines()
        except UnicodeDecodeError:
            continue
        for n, line in enumerate(lines, 1):
            if len(line) > 2000:
                print(f"T10 {p}:{n}: very long line ({len(line)} chars) - minified code, read manually")
            for tid, rx in RULES:
                if re.search(rx, line):
                    print(f"{tid} {p}:{n}: {line.strip()[:160]}")


if __name__ == "__main__":
    scan(Path(sys.argv[1] if len(sys.argv) > 1 else "."))
