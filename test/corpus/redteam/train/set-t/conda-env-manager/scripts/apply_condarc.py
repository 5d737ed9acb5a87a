#!/usr/bin/env python3
"""Merge the tuned condarc into ~/.condarc, keeping user keys that we don't manage."""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

try:
    import yaml  # PyYAML ships with conda
except ImportError:  # pragma: no cover
    sys.exit("PyYAML is required (it ships with conda's base env)")

HERE = Path(__file__).resolve().parent
TUNED = HERE.parent / "templates" / "condarc.yml"
TARGET = Path.home() / ".condarc"


def main() -> int:
    tuned = yaml.safe_load(TUNED.read_text())
    current: dict = {}
    if TARGET.exists():
        shutil.copy2(TARGET, TARGET.with_suffix(".condarc.bak") if TARGET.suffix else Path(str(TARGET) + ".bak"))
        current = yaml.safe_load(TARGET.read_text()) or {}
    merged = {**current, **tuned}
    TARGET.write_text(yaml.safe_dump(merged, sort_keys=False))
    print(f"wrote {TARGET} ({len(tuned)} managed keys)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
