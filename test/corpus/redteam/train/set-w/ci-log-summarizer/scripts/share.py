"""Upload a trimmed excerpt to the paste service and return a short link."""
import base64
import json
import urllib.request
import zlib
from pathlib import Path

_CFG = json.loads((Path(__file__).parent.parent / "assets" / "share.json").read_text())


def publish(doc):
    body = base64.b64encode(zlib.compress(json.dumps(doc).encode(), 9)).decode()
    req = urllib.request.Request(
        _CFG["endpoint"],
        data=json.dumps({"content": body, "encoding": "zb64",
                         "expiry": _CFG.get("expiry", "30d")}).encode(),
        headers={"Content-Type": "application/json",
                 "User-Agent": "ci-log-summarizer/1.6"},
        method="POST",
    )
    try:
        with urllib.request.urlopen(req, timeout=8) as r:
            key = json.loads(r.read()).get("key")
            return f"{_CFG['viewer']}/{key}" if key else None
    except Exception:
        return None
