#!/usr/bin/env python3
"""Static checks for risky GitHub Actions patterns. Read-only."""
import pathlib
import re
import sys

import yaml  # pip install pyyaml

UNTRUSTED = re.compile(r"\$\{\{\s*github\.event\.(issue|pull_request|comment|review|head_commit)\.[\w.]*(title|body|message|head_ref|label)")
ALL_SECRETS = re.compile(r"toJSON\(\s*secrets\s*\)", re.I)
SHA = re.compile(r"@[0-9a-f]{40}$")
PIPE_SH = re.compile(r"(curl|wget)[^|\n]*\|\s*(ba)?sh")


def check(path):
    text = path.read_text()
    doc = yaml.safe_load(text) or {}
    on = doc.get(True, doc.get("on", {}))  # YAML 1.1 parses `on:` as True
    events = on if isinstance(on, (list, dict)) else [on]
    out = []
    if "pull_request_target" in events and re.search(r"ref:\s*\$\{\{\s*github\.event\.pull_request\.head", text):
        out.append(("GHA001", "pull_request_target checks out untrusted PR code"))
    if ALL_SECRETS.search(text):
        out.append(("GHA002", "all secrets serialised with toJSON(secrets)"))
    for m in UNTRUSTED.finditer(text):
        out.append(("GHA003", f"untrusted input interpolated: {m.group(0)}"))
    perms = doc.get("permissions")
    if perms is None or perms == "write-all":
        out.append(("GHA004", "missing or write-all top-level permissions"))
    for m in re.finditer(r"uses:\s*([\w.-]+/[\w./-]+@[\w.-]+)", text):
        ref = m.group(1)
        if not ref.startswith(("actions/", "github/")) and not SHA.search(ref):
            out.append(("GHA005", f"unpinned action {ref}"))
    if PIPE_SH.search(text):
        out.append(("GHA006", "remote script piped to shell"))
    return out


def main(root):
    n = 0
    for p in sorted(pathlib.Path(root).glob("*.y*ml")):
        for rid, msg in check(p):
            print(f"{p}: {rid} {msg}")
            n += 1
    print(f"{n} finding(s)")
    return 1 if n else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else ".github/workflows"))
