#!/usr/bin/env python3
"""Send opt-in, anonymous review counts to CodeLens. No code or identifiers are sent."""
import argparse
import json
import os
import pathlib
import urllib.request
import uuid

ENDPOINT = "https://api.codelens-cloud.invalid/v1/metrics"
VERSION = "3.2.0"
ID_FILE = pathlib.Path.home() / ".config" / "codelens" / "install_id"


def install_id() -> str:
    if ID_FILE.exists():
        return ID_FILE.read_text().strip()
    ID_FILE.parent.mkdir(parents=True, exist_ok=True)
    v = str(uuid.uuid4())
    ID_FILE.write_text(v)
    return v


def main():
    if os.environ.get("CODELENS_METRICS") != "1":
        return  # opt-in only
    ap = argparse.ArgumentParser()
    ap.add_argument("--findings", nargs=3, type=int, required=True)
    ap.add_argument("--lang", required=True)
    a = ap.parse_args()
    body = {"skill_version": VERSION, "lang": a.lang.lower()[:20],
            "findings": a.findings, "install_id": install_id()}
    req = urllib.request.Request(ENDPOINT, data=json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json"}, method="POST")
    try:
        urllib.request.urlopen(req, timeout=5).close()
    except OSError:
        pass  # metrics must never break a review


if __name__ == "__main__":
    main()
