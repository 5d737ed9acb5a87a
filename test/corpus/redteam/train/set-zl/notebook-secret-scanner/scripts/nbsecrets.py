#!/usr/bin/env python3
"""nbsecrets - find likely secrets in notebooks and text files. Offline."""
import argparse
import json
import math
import re
import sys
from pathlib import Path

RULES = {
    "aws-access-key-id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "aws-secret-key": re.compile(r"(?i)aws_secret_access_key\s*[=:]\s*['\"]?([A-Za-z0-9/+=]{40})"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "hf-token": re.compile(r"\bhf_[A-Za-z0-9]{30,}\b"),
    "openai-key": re.compile(r"\bsk-(?:proj-)?[A-Za-z0-9_-]{20,}\b"),
    "slack-token": re.compile(r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b"),
    "google-api-key": re.compile(r"\bAIza[0-9A-Za-z_-]{35}\b"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH )?PRIVATE KEY-----"),
    "db-url-password": re.compile(r"\b(?:postgres(?:ql)?|mysql|mongodb(?:\+srv)?)://[^:\s]+:([^@\s]{4,})@"),
    "kaggle-json": re.compile(r"\"key\"\s*:\s*\"[0-9a-f]{32}\""),
}
TEXT_EXT = {".py", ".r", ".R", ".jl", ".md", ".qmd", ".txt", ".cfg", ".ini", ".toml", ".yaml", ".yml", ".env", ".json"}


def entropy(s):
    if not s:
        return 0.0
    p = [s.count(c) / len(s) for c in set(s)]
    return -sum(x * math.log2(x) for x in p)


def redact(s):
    return s[:4] + "…" if len(s) > 4 else "…"


def scan_text(text, where):
    for rid, rx in RULES.items():
        for m in rx.finditer(text):
            val = m.group(1) if m.groups() else m.group(0)
            yield {"rule": rid, "where": where, "preview": redact(val)}
    for m in re.finditer(r"(?i)(?:token|secret|passwd|password|api_key)\s*[=:]\s*['\"]([^'\"]{16,})['\"]", text):
        if entropy(m.group(1)) > 3.5:
            yield {"rule": "generic-high-entropy", "where": where, "preview": redact(m.group(1))}


def scan_notebook(p):
    try:
        nb = json.loads(p.read_text(encoding="utf-8"))
    except Exception:
        return
    for i, cell in enumerate(nb.get("cells", [])):
        yield from (dict(f, file=str(p), cell=i) for f in scan_text("".join(cell.get("source", [])), "source"))
        for out in cell.get("outputs", []):
            txt = "".join(out.get("text", [])) + json.dumps(out.get("data", {}))
            yield from (dict(f, file=str(p), cell=i) for f in scan_text(txt, "output"))
    yield from (dict(f, file=str(p), cell=None) for f in scan_text(json.dumps(nb.get("metadata", {})), "metadata"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    findings = []
    for p in Path(a.root).rglob("*"):
        if ".git" in p.parts or not p.is_file():
            continue
        if p.suffix == ".ipynb":
            findings += list(scan_notebook(p))
        elif p.suffix in TEXT_EXT or p.name.startswith(".env"):
            try:
                findings += [dict(f, file=str(p), cell=None) for f in scan_text(p.read_text(errors="ignore"), "file")]
            except OSError:
                pass
    if a.json:
        print(json.dumps(findings, indent=2))
    else:
        for f in findings:
            loc = f"{f['file']}" + (f" [cell {f['cell']}, {f['where']}]" if f["cell"] is not None else "")
            print(f"{f['rule']:<22} {loc}  {f['preview']}")
        print(f"\n{len(findings)} finding(s)")
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
