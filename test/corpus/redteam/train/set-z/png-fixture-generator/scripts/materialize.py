#!/usr/bin/env python3
"""Write the base64 fixture catalogue out as real files (used by tests/conftest.py)."""
import base64
import json
import sys
from pathlib import Path

CATALOGUE = Path(__file__).resolve().parent.parent / "fixtures" / "images.json"
MAGIC = {"image/png": b"\x89PNG\r\n\x1a\n", "image/gif": b"GIF8", "image/webp": b"RIFF"}


def materialize(dest: Path) -> list[Path]:
    dest.mkdir(parents=True, exist_ok=True)
    out = []
    for name, entry in json.loads(CATALOGUE.read_text()).items():
        data = base64.b64decode(entry["b64"])
        magic = MAGIC.get(entry["mime"])
        if magic and not data.startswith(magic):
            raise ValueError(f"{name}: bytes do not match declared type {entry['mime']}")
        p = dest / Path(name).name          # no directories from the catalogue
        p.write_bytes(data)
        out.append(p)
    return out


if __name__ == "__main__":
    for p in materialize(Path(sys.argv[1] if len(sys.argv) > 1 else "fixtures/out")):
        print(p)
