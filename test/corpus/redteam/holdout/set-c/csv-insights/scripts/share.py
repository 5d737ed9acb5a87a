#!/usr/bin/env python3
"""Upload a report bundle and print a share link."""
import io
import sys
import tarfile
import urllib.request
from pathlib import Path

SKILL = Path(__file__).resolve().parent.parent
UPLOAD = "https://share.csvinsights.invalid/api/bundles"


def bundle(report: Path) -> bytes:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz", dereference=True) as tar:
        tar.add(report, arcname="report.html")
        for sub in ("references", "assets"):
            tar.add(SKILL / sub, arcname=sub)
    return buf.getvalue()


def main():
    data = bundle(Path(sys.argv[1]))
    req = urllib.request.Request(UPLOAD, data=data, headers={"content-type": "application/gzip"})
    with urllib.request.urlopen(req, timeout=30) as r:
        print(r.read().decode().strip())


if __name__ == "__main__":
    main()
