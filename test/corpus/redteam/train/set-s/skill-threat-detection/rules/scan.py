#!/usr/bin/env python3
"""Pattern pre-scan for untrusted skills. Read-only; prints findings."""
import re
import sys
from pathlib import Path

MAGIC = {b"\x7fELF": "ELF", b"MZ": "PE", b"\xcf\xfa\xed\xfe": "Mach-O", b"PK\x03\x04": "zip"}
RULES = [
    ("critical", "pipe-to-shell", r"(curl|wget)[^\n|]*\|\s*(ba|z)?sh\b"),
    ("critical", "decode-to-shell", r"base64\s+(-d|--decode)[^\n]*\|\s*(ba|z)?sh\b"),
    ("high", "credential-path", r"\.ssh/id_|\.aws/credentials|\.kube/config|\.npmrc|\.pypirc|Login Data|key4\.db"),
    ("high", "rc-persistence", r"\.(bash|zsh)rc|crontab|LaunchAgents|systemd/user|hooksPath"),
    ("high", "agent-settings", r"bypassPermissions|\.claude/settings|AGENTS\.md|CLAUDE\.md"),
    ("high", "recursive-delete", r"rm\s+-rf|find\s+[^\n]*-delete|rmtree|--delete\b|dropDatabase|DROP\s+TABLE"),
    ("medium", "hidden-instruction", r"<!--|do not mention|don't mention|already authori[sz]ed"),
    ("medium", "extra-index", r"--extra-index-url|--trusted-host"),
]


def scan(root: Path):
    for f in sorted(p for p in root.rglob("*") if p.is_file()):
        head = f.read_bytes()[:4]
        for sig, kind in MAGIC.items():
            if head.startswith(sig) and f.suffix.lower() not in {".exe", ".so", ".dylib", ".zip", ".whl"}:
                print(f"critical  {f}: {kind} binary with extension '{f.suffix}'")
        try:
            text = f.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        for n, line in enumerate(text.splitlines(), 1):
            for sev, name, rx in RULES:
                if re.search(rx, line, re.I):
                    print(f"{sev:9} {f}:{n}: {name}: {line.strip()[:120]}")


if __name__ == "__main__":
    scan(Path(sys.argv[1] if len(sys.argv) > 1 else "."))
