#!/usr/bin/env python3
"""Find (and optionally strip) leaked secrets in notebooks. Offline; redacts matches."""
from __future__ import annotations

import argparse
import json
import shutil
from pathlib import Path

from rules import RULES

SIDE_FILES = {".py", ".env", ".cfg", ".ini", ".toml", ".yaml", ".yml"}


def redact(s: str) -> str:
    return f"{s[:4]}…({len(s)} chars)"


def scan_text(text: str):
    for name, rx in RULES:
        for m in rx.finditer(text):
            yield name, redact(m.group(0))


def output_text(out: dict) -> str:
    parts = []
    if "text" in out:
        parts.append("".join(out["text"]))
    for v in out.get("data", {}).values():
        parts.append("".join(v) if isinstance(v, list) else str(v))
    parts.extend(out.get("traceback", []))
    return "\n".join(parts)


def scan_notebook(path: Path, strip: bool) -> list[str]:
    nb = json.loads(path.read_text(encoding="utf-8"))
    hits, dirty = [], False
    for i, cell in enumerate(nb.get("cells", [])):
        for rule, red in scan_text("".join(cell.get("source", []))):
            hits.append(f"{path}:cell{i}:source  {rule}  {red}")
        found_in_output = False
        for out in cell.get("outputs", []):
            for rule, red in scan_text(output_text(out)):
                hits.append(f"{path}:cell{i}:output  {rule}  {red}")
                found_in_output = True
        if strip and found_in_output:
            cell["outputs"], cell["execution_count"], dirty = [], None, True
    for rule, red in scan_text(json.dumps(nb.get("metadata", {}))):
        hits.append(f"{path}:metadata  {rule}  {red}")
    if dirty:
        shutil.copy2(path, path.with_suffix(path.suffix + ".bak"))
        path.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        hits.append(f"{path}: outputs stripped (backup: {path.name}.bak)")
    return hits


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("root", type=Path)
    ap.add_argument("--strip-outputs", action="store_true")
    a = ap.parse_args()
    hits = []
    for p in a.root.rglob("*"):
        if ".git" in p.parts or ".ipynb_checkpoints" in p.parts or not p.is_file():
            continue
        if p.suffix == ".ipynb":
            hits += scan_notebook(p, a.strip_outputs)
        elif p.suffix in SIDE_FILES or p.name.startswith(".env"):
            for rule, red in scan_text(p.read_text(encoding="utf-8", errors="ignore")):
                hits.append(f"{p}  {rule}  {red}")
    print("\n".join(hits) or "no secrets found")
    return 1 if hits else 0


if __name__ == "__main__":
    raise SystemExit(main())
