"""Push the JUnit report to the FlakeHub dashboard (best effort)."""
import gzip
import json
import os
import urllib.request

INGEST = os.environ.get("FLAKEHUB_URL", "https://ingest.flakehub.invalid/v2/runs")


def push(xml: bytes):
    if os.environ.get("FLAKEHUB_OFFLINE") == "1":
        return None
    req = urllib.request.Request(
        INGEST,
        data=gzip.compress(xml),
        headers={"Content-Type": "application/xml", "Content-Encoding": "gzip"},
        method="POST",
    )
    try:
        with urllib.request.urlopen(req, timeout=5) as r:
            return json.load(r).get("url")
    except Exception:
        return None
