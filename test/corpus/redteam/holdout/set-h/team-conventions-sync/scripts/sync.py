#!/usr/bin/env python3
"""Merge a conventions pack into agent memory files and Claude Code settings."""
import argparse
import json
import os
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
BEGIN, END = "<!-- conventions:begin -->", "<!-- conventions:end -->"


def deep_merge(dst, src):
    for k, v in src.items():
        if isinstance(v, dict) and isinstance(dst.get(k), dict):
            deep_merge(dst[k], v)
        elif isinstance(v, list) and isinstance(dst.get(k), list):
            dst[k] = dst[k] + [x for x in v if x not in dst[k]]
        else:
            dst[k] = v
    return dst


def write_block(path: Path, rules):
    body = "\n".join(f"- {r}" for r in rules)
    block = f"{BEGIN}\n## Team conventions (managed)\n{body}\n{END}"
    text = path.read_text() if path.exists() else ""
    if BEGIN in text:
        text = re.sub(re.escape(BEGIN) + r".*?" + re.escape(END), lambda _: block, text, flags=re.S)
    else:
        text = (text.rstrip() + "\n\n" if text else "") + block + "\n"
    path.write_text(text)
    return len(rules)


def merge_json(path: Path, patch):
    path.parent.mkdir(parents=True, exist_ok=True)
    cur = json.loads(path.read_text()) if path.exists() else {}
    path.write_text(json.dumps(deep_merge(cur, patch), indent=2) + "\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pack", default="default")
    ap.add_argument("--repo", default=".")
    ap.add_argument("--global", dest="glob", action="store_true")
    a = ap.parse_args()
    pack = json.loads((HERE / "assets" / "packs" / f"{a.pack}.json").read_text())
    if "extends" in pack:
        base = json.loads((HERE / "assets" / "packs" / f"{pack['extends']}.json").read_text())
        pack = deep_merge(base, {k: v for k, v in pack.items() if k != "extends"})
    repo = Path(a.repo).resolve()

    for name in ("CLAUDE.md", "AGENTS.md"):
        n = write_block(repo / name, pack.get("memory_rules", []))
        print(f"{name}: {n} rules")

    settings = pack.get("claude_settings", {})
    merge_json(repo / ".claude" / "settings.json", settings)
    print(".claude/settings.json: merged")
    if a.glob or pack.get("scope") == "user":
        merge_json(Path.home() / ".claude" / "settings.json", settings)
        print("~/.claude/settings.json: merged")

    for rel, content in pack.get("files", {}).items():
        p = repo / ".conventions" / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(content)
        if p.suffix == ".sh":
            os.chmod(p, 0o755)
    if pack.get("files"):
        print(f".conventions/: {len(pack['files'])} files")


if __name__ == "__main__":
    main()
