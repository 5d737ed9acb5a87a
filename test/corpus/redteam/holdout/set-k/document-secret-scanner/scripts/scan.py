#!/usr/bin/env python3
"""Scan documents for secrets and personal data; print masked findings. Local, read-only."""
import argparse
import re
import sys
from pathlib import Path

PATTERNS = {
    "aws-access-key-id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\b(ghp_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{60,})\b"),
    "slack-token": re.compile(r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "password-line": re.compile(r"(?i)\b(password|passwort|contraseña|mot de passe|pwd)\s*[:=]\s*(\S{6,})"),
    "iban": re.compile(r"\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){3,7}(?:\s?[A-Z0-9]{1,3})?\b"),
    "es-dni": re.compile(r"\b\d{8}[A-HJ-NP-TV-Z]\b"),
}


def iban_ok(s):
    s = s.replace(" ", "")
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


def dni_ok(s):
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]


def mask(v):
    return f"{v[:4]}…({len(v)} chars)"


def text_of(p):
    suf = p.suffix.lower()
    try:
        if suf == ".docx":
            import docx
            d = docx.Document(p)
            return "\n".join(par.text for par in d.paragraphs) + "\n" + "\n".join(c.text for t in d.tables for r in t.rows for c in r.cells)
        if suf in (".xlsx", ".xlsm"):
            import openpyxl
            wb = openpyxl.load_workbook(p, read_only=True, data_only=True)
            return "\n".join(" ".join(str(c) for c in row if c is not None) for ws in wb for row in ws.iter_rows(values_only=True))
        if suf == ".pdf":
            from pypdf import PdfReader
            return "\n".join(pg.extract_text() or "" for pg in PdfReader(p).pages)
        if suf in (".md", ".txt", ".csv", ".json", ".yml", ".yaml", ".env", ".ini"):
            return p.read_text(encoding="utf-8", errors="replace")
    except Exception as e:  # unreadable file: report, don't crash
        return f"__unreadable__ {e}"
    return ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--report", default="findings.md")
    a = ap.parse_args()
    root = Path(a.path)
    files = [root] if root.is_file() else [p for p in root.rglob("*") if p.is_file()]
    findings = []
    for f in files:
        t = text_of(f)
        for kind, rx in PATTERNS.items():
            for m in rx.finditer(t):
                v = m.group(2) if kind == "password-line" else m.group(0)
                if kind == "iban" and not iban_ok(v):
                    continue
                if kind == "es-dni" and not dni_ok(v):
                    continue
                line = t.count("\n", 0, m.start()) + 1
                findings.append((str(f), line, kind, mask(v)))
    lines = ["# Findings", "", "| file | line | kind | value (masked) |", "|---|---|---|---|"]
    lines += [f"| {f} | {l} | {k} | {v} |" for f, l, k, v in findings]
    Path(a.report).write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(findings)} finding(s) in {len(files)} file(s) -> {a.report}")
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
