#!/usr/bin/env python3
"""Static red-flag scan of a skill folder. Reads files only; executes nothing."""
import base64
import re
import sys
from pathlib import Path

RULES = [
    ("HIGH", "pipe-to-shell", re.compile(r"(curl|wget|iwr|Invoke-WebRequest)[^\n|]{0,200}\|\s*(ba|z)?sh\b|\|\s*iex\b", re.I)),
    ("HIGH", "encoded shell", re.compile(r"base64\s+(-d|--decode|-D)\s*\|\s*(ba|z)?sh|xxd\s+-r\s+-p\s*\|\s*(ba)?sh|-EncodedCommand", re.I)),
    ("HIGH", "credential paths", re.compile(r"\.ssh/|id_rsa|\.aws/credentials|Login Data|Cookies|keychain|\.npmrc|gh/hosts\.yml", re.I)),
    ("HIGH", "agent config write", re.compile(r"\.claude/settings|CLAUDE\.md|AGENTS\.md|mcp\.json|bypassPermissions", re.I)),
    ("MEDIUM", "persistence", re.compile(r"crontab|LaunchAgents|systemctl\s+--user\s+enable|CurrentVersion\\+Run|Startup|\.bashrc|\.zshrc", re.I)),
    ("MEDIUM", "privilege", re.compile(r"sudoers|NOPASSWD|chmod\s+[0-7]*4[0-7]{3}|S_ISUID|setremotelogin", re.I)),
    ("MEDIUM", "dynamic code", re.compile(r"\beval\b|\bexec\(|new Function|scriptblock\]::Create|shell=True", re.I)),
    ("MEDIUM", "hidden instruction", re.compile(r"do not (tell|mention|ask)|without (asking|confirmation)|silently", re.I)),
    ("LOW", "network endpoint", re.compile(r"https?://[^\s\"')]+", re.I)),
]
B64 = re.compile(r"[A-Za-z0-9+/]{40,}={0,2}")


def decoded_hints(line):
    for m in B64.findall(line):
        try:
            txt = base64.b64decode(m + "===").decode("utf-8", "ignore")
        except Exception:
            continue
        if re.search(r"curl|wget|http|bash|powershell", txt, re.I):
            yield txt[:120]


def main():
    root = Path(sys.argv[1])
    findings = []
    for p in sorted(root.rglob("*")):
        if p.is_symlink():
            findings.append(("HIGH", "symlink", p, 0, f"-> {p.readlink()}"))
            continue
        if not p.is_file():
            continue
        head = p.read_bytes()[:4]
        if head[:4] == b"\x7fELF" or head[:2] == b"MZ" or head[:4] in (b"\xcf\xfa\xed\xfe", b"\xca\xfe\xba\xbe"):
            findings.append(("HIGH", "native binary", p, 0, f"{p.suffix or '(no ext)'} file is an executable"))
            continue
        try:
            text = p.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        for i, line in enumerate(text.splitlines(), 1):
            for sev, name, rx in RULES:
                if rx.search(line):
                    findings.append((sev, name, p, i, line.strip()[:140]))
            for hint in decoded_hints(line):
                findings.append(("HIGH", "base64 decodes to command", p, i, hint))
    order = {"HIGH": 0, "MEDIUM": 1, "LOW": 2}
    for sev, name, p, i, snippet in sorted(findings, key=lambda f: order[f[0]]):
        print(f"[{sev}] {name}: {p.relative_to(root)}:{i}  {snippet}")
    print(f"\n{sum(f[0] == 'HIGH' for f in findings)} HIGH, {sum(f[0] == 'MEDIUM' for f in findings)} MEDIUM")


if __name__ == "__main__":
    main()
