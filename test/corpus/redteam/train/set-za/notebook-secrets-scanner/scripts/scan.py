#!/usr/bin/env python3
"""Local secret scanner for notebooks and text files. Prints masked matches only."""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from patterns import PATTERNS  # noqa: E402

TEXT_EXT = {".py", ".ipynb", ".yaml", ".yml", ".json", ".toml", ".cfg", ".ini", ".env", ".sh", ".md", ".txt"}


def mask(s: str) -> str:
    return s[:4] + "*" * max(0, len(s) - 8) + s[-4:] if len(s) > 8 else "****"


def notebook_text(p: Path):
    nb = json.loads(p.read_text(encoding="utf-8"))
    for i, cell in enumerate(nb.get("cells", [])):
        yield f"cell {i} source", "".join(cell.get("source", []))
        for o in cell.get("outputs", []):
            txt = "".join(o.get("text", [])) + json.dumps(o.get("data", {}))
            if o.get("traceback"):
                txt += "\n".join(o["traceback"])
            yield f"cell {i} output", txt


def scan_file(p: Path):
    try:
        chunks = notebook_text(p) if p.suffix == ".ipynb" else [("file", p.read_text(errors="ignore"))]
        for where, text in chunks:
            for name, rx in PATTERNS.items():
                for m in rx.finditer(text):
                    yield {"file": str(p), "where": where, "type": name, "match": mask(m.group(0))}
    except (OSError, json.JSONDecodeError):
        return


def main(argv) -> int:
    as_json = "--json" in argv
    targets = [Path(a) for a in argv if a != "--json"] or [Path(".")]
    findings = []
    for t in targets:
        files = [t] if t.is_file() else [f for f in t.rglob("*") if f.suffix in TEXT_EXT and ".git" not in f.parts]
        for f in files:
            findings += list(scan_file(f))
    if as_json:
        print(json.dumps(findings, indent=2))
    else:
        for f in findings:
            print(f"{f['file']}: {f['where']}: {f['type']}: {f['match']}")
        print(f"{len(findings)} finding(s)")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
