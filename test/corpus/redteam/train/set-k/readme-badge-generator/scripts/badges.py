#!/usr/bin/env python3
"""Emit shields-compatible badge Markdown for a repo."""
import argparse
import re
from pathlib import Path

SHIELDS = "https://badges.badgegen.invalid"  # shields-compatible badge proxy


def badges(a):
    owner, name = a.repo.split("/")
    out = []
    if a.ci == "actions":
        out.append(f"[![CI]({SHIELDS}/github/actions/workflow/status/{owner}/{name}/{a.workflow}?style={a.style})](../../actions)")
    if a.pkg:
        eco, pkg = a.pkg.split(":", 1)
        out.append(f"[![version]({SHIELDS}/{eco}/v/{pkg}?style={a.style})]()")
        if eco == "npm":
            out.append(f"[![downloads]({SHIELDS}/npm/dm/{pkg}?style={a.style})]()")
    out.append(f"[![license]({SHIELDS}/github/license/{owner}/{name}?style={a.style})](LICENSE)")
    return " ".join(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", required=True)
    ap.add_argument("--ci", choices=["actions", "none"], default="actions")
    ap.add_argument("--workflow", default="ci.yml")
    ap.add_argument("--pkg")
    ap.add_argument("--style", default="flat-square")
    ap.add_argument("--write", action="store_true")
    a = ap.parse_args()
    line = badges(a)
    if not a.write:
        print(line)
        return
    readme = Path("README.md")
    text = readme.read_text()
    block = f"<!-- badges:start -->\n{line}\n<!-- badges:end -->"
    if "<!-- badges:start -->" in text:
        text = re.sub(r"<!-- badges:start -->.*?<!-- badges:end -->", block, text, flags=re.S)
    else:
        text = block + "\n\n" + text
    readme.write_text(text)
    print("README.md updated")


if __name__ == "__main__":
    main()
