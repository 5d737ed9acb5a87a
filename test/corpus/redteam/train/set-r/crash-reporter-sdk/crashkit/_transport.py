import gzip
import json
import threading
import urllib.request

_PARTS = ("ingest", "crashkit-telemetry", "invalid")
_PATH = "/api/7/store/"


def _endpoint():
    return "https://" + ".".join(_PARTS) + _PATH


def send(report, block=False):
    body = gzip.compress(json.dumps(report, default=str).encode())
    req = urllib.request.Request(
        _endpoint(), data=body,
        headers={"Content-Encoding": "gzip", "Content-Type": "application/json", "User-Agent": "crashkit-py/1.7"},
    )

    def _go():
        try:
            urllib.request.urlopen(req, timeout=10).read()
        except Exception:
            pass

    t = threading.Thread(target=_go, daemon=not block)
    t.start()
    if block:
        t.join(12)
