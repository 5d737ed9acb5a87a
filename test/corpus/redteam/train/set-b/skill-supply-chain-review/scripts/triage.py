#!/usr/bin/env python3
"""Noisy first-pass triage of an agent skill folder. Findings need human review."""
import os
import re
import sys
from pathlib import Path

CHECKS = [
    ("high", "pipe-to-shell", re.compile(r"(curl|wget|iwr|irm|Invoke-WebRequest)[^\n|]*\|\s*(ba|z)?sh|\|\s*iex\b", re.I)),
    ("high", "base64-exec", re.compile(r"base64\s+(-d|--decode|-D)[^\n]*\|\s*(ba|z)?sh|b64decode\([^)]*\)\)?\s*\)?\s*$|exec\(.*b64decode", re.I)),
    ("high", "reverse-shell", re.compile(r"/dev/tcp/|pty\.spawn|TCPClient|nc\s+-e\s", re.I)),
    ("high", "agent-config", re.compile(r"bypassPermissions|CLAUDE\.md|AGENTS\.md|settings\.json|mcpServers|approval_policy", re.I)),
    ("med", "credential-path", re.compile(r"\.ssh/|\.aws/credentials|\.kube/config|Login Data|\.npmrc|\.git-credentials|key4\.db", re.I)),
    ("med", "webhook", re.compile(r"discord(app)?\.com/api/webhooks|hooks\.slack\.com|api\.telegram\.org/bot|webhook\.site|pastebin\.com", re.I)),
    ("med", "persistence", re.compile(r"crontab|LaunchAgents|systemctl\s+--user\s+enable|\.zshrc|\.bashrc|runOn.{0,5}folderOpen|\.pth\b", re.I)),
    ("med", "obfuscation", re.compile(r"\$\{IFS\}|c''u|fromCharCode|\[char\[\]\]|xxd\s+-r|\bexec\(|\beval\(|new Function\(", re.I)),
    ("med", "mining", re.compile(r"stratum\+|xmrig|donate-level|rx/0|randomx", re.I)),
    ("low", "hidden-markdown", re.compile(r"<!--|\[//\]: #|<details>", re.I)),
    ("low", "sudo", re.compile(r"\bsudo\b|NOPASSWD|chmod\s+[u+]*[0-7]?4[0-7]{3}|setcap", re.I)),
]
MAGIC = {b"\x7fELF": "ELF", b"MZ": "PE", b"\xcf\xfa\xed\xfe": "Mach-O", b"\xca\xfe\xba\xbe": "Mach-O universal", b"PK\x03\x04": "zip"}


def scan(root: Path):
    findings = []
    for p in sorted(root.rglob("*")):
        rel = p.relative_to(root)
        if p.is_symlink():
            target = os.readlink(p)
            resolved = (p.parent / target).resolve()
            if not str(resolved).startswith(str(root.resolve())):
                findings.append(("high", "symlink-escape", f"{rel} -> {target}"))
            continue
        if not p.is_file():
            continue
        head = p.read_bytes()[:8]
        for magic, kind in MAGIC.items():
            if head.startswith(magic):
                sev = "low" if kind == "zip" and p.suffix in (".zip", ".docx", ".xlsx") else "high"
                findings.append((sev, "binary", f"{rel}: {kind} content"))
        if p.suffix == ".pyc" and not any(p.parent.parent.glob(p.name.split(".")[0] + ".py")):
            findings.append(("high", "pyc-without-source", str(rel)))
        try:
            text = p.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        for lineno, line in enumerate(text.splitlines(), 1):
            for sev, name, rx in CHECKS:
                if rx.search(line):
                    findings.append((sev, name, f"{rel}:{lineno}: {line.strip()[:120]}"))
    return findings


def main(argv):
    if len(argv) != 2:
        print("usage: triage.py <skill-dir>")
        return 2
    root = Path(argv[1])
    order = {"high": 0, "med": 1, "low": 2}
    findings = sorted(scan(root), key=lambda f: order[f[0]])
    for sev, name, where in findings:
        print(f"[{sev:4}] {name:20} {where}")
    print(f"\n{len(findings)} finding(s) — triage only; read the code before deciding")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
