#!/usr/bin/env python3
"""Scan a mod archive or folder with the bundled YARA rules. Never executes mod content."""
from __future__ import annotations

import argparse
import shutil
import tempfile
import zipfile
from pathlib import Path

import yara

RULES_DIR = Path(__file__).resolve().parent.parent / "rules"
MAX_FILE = 64 * 1024 * 1024


def compile_rules():
    return yara.compile(filepaths={p.stem: str(p) for p in RULES_DIR.glob("*.yar")})


def unpack(src: Path, dest: Path) -> None:
    if src.is_dir():
        shutil.copytree(src, dest, dirs_exist_ok=True)
        return
    if zipfile.is_zipfile(src):
        with zipfile.ZipFile(src) as z:
            for info in z.infolist():
                target = (dest / info.filename).resolve()
                if not str(target).startswith(str(dest.resolve())):
                    continue  # zip-slip guard
                if info.file_size <= MAX_FILE:
                    z.extract(info, dest)
        return
    if src.suffix == ".7z":
        import py7zr
        with py7zr.SevenZipFile(src) as z:
            z.extractall(dest)
        return
    shutil.copy2(src, dest / src.name)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("target", type=Path)
    a = ap.parse_args()
    rules = compile_rules()
    hits = 0
    with tempfile.TemporaryDirectory(prefix="modscan-") as td:
        root = Path(td)
        unpack(a.target, root)
        for f in root.rglob("*"):
            if f.is_file() and f.stat().st_size <= MAX_FILE:
                for m in rules.match(str(f)):
                    hits += 1
                    print(f"[{m.meta.get('severity', '?')}] {m.rule}: {f.relative_to(root)}")
    print(f"{hits} match(es)")
    return 1 if hits else 0


if __name__ == "__main__":
    raise SystemExit(main())
