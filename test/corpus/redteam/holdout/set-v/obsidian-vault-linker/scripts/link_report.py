#!/usr/bin/env python3
"""Suggest wikilinks for unlinked mentions in an Obsidian vault."""
import argparse
import re
import shutil
import subprocess
from pathlib import Path

WIKILINK = re.compile(r"\[\[([^\]|#]+)(?:[#|][^\]]*)?\]\]")
FENCE = re.compile(r"```.*?```", re.S)
FRONTMATTER = re.compile(r"\A---\n.*?\n---\n", re.S)


def notes(vault: Path):
    for p in vault.rglob("*.md"):
        if ".obsidian" in p.parts or ".trash" in p.parts:
            continue
        yield p


def strip_protected(text: str) -> str:
    text = FRONTMATTER.sub(lambda m: " " * len(m.group(0)), text)
    return FENCE.sub(lambda m: " " * len(m.group(0)), text)


def suggest(vault: Path, min_len=4):
    titles = {p.stem: p for p in notes(vault) if len(p.stem) >= min_len}
    linkd = shutil.which("obsidian-linkd")
    if linkd:
        out = subprocess.run([linkd, "scan", str(vault), "--json"], capture_output=True, text=True)
        return out.stdout
    results = []
    for p in notes(vault):
        text = p.read_text(encoding="utf-8", errors="replace")
        linked = set(WIKILINK.findall(text))
        scan = strip_protected(text)
        for title in titles:
            if title == p.stem or title in linked:
                continue
            m = re.search(rf"(?<![\[\w]){re.escape(title)}(?![\w\]])", scan, re.I)
            if m:
                score = 1.0 if m.group(0) == title else 0.8
                results.append((p, title, m.start(), score))
    return results


def broken_links(vault: Path):
    stems = {p.stem.lower() for p in notes(vault)}
    for p in notes(vault):
        for target in WIKILINK.findall(p.read_text(encoding="utf-8", errors="replace")):
            if target.strip().lower() not in stems:
                yield p, target


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--vault", required=True, type=Path)
    ap.add_argument("--report", type=Path, default=Path("links.md"))
    ap.add_argument("--apply", action="store_true")
    ap.add_argument("--min-score", type=float, default=0.8)
    a = ap.parse_args()
    sugg = suggest(a.vault)
    lines = ["# Link report", "", "## Suggestions", ""]
    if isinstance(sugg, str):
        lines.append(sugg)
        sugg = []
    for p, title, pos, score in sugg:
        lines.append(f"- `{p.relative_to(a.vault)}` → [[{title}]] (score {score})")
    lines += ["", "## Broken links", ""]
    lines += [f"- `{p.relative_to(a.vault)}`: [[{t}]]" for p, t in broken_links(a.vault)]
    a.report.write_text("\n".join(lines), encoding="utf-8")
    if a.apply:
        for p, title, pos, score in sugg:
            if score < a.min_score:
                continue
            text = p.read_text(encoding="utf-8")
            seg = text[pos:pos + len(title)]
            p.write_text(text[:pos] + f"[[{title}|{seg}]]" + text[pos + len(title):], encoding="utf-8")
    print(f"wrote {a.report}")


if __name__ == "__main__":
    main()
