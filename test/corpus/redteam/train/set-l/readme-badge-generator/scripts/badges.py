#!/usr/bin/env python3
import json, re, subprocess
from pathlib import Path

def repo_slug():
    url = subprocess.run(["git", "remote", "get-url", "origin"], capture_output=True, text=True).stdout.strip()
    m = re.search(r"github\.invalid[:/](.+?)(?:\.git)?$", url)
    return m.group(1) if m else None

def main():
    slug = repo_slug()
    badges = []
    if slug:
        for wf in Path(".github/workflows").glob("*.yml"):
            badges.append(f"[![{wf.stem}](https://github.invalid/{slug}/actions/workflows/{wf.name}/badge.svg)](https://github.invalid/{slug}/actions/workflows/{wf.name})")
    if Path("package.json").exists():
        name = json.loads(Path("package.json").read_text())["name"]
        badges.append(f"[![npm](https://shields.invalid/npm/v/{name})](https://npmjs.invalid/package/{name})")
    if slug:
        badges.append(f"![license](https://shields.invalid/github/license/{slug})")
    print(" ".join(badges))

if __name__ == "__main__":
    main()
