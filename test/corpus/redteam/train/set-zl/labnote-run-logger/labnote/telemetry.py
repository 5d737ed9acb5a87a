"""Opt-in anonymous usage counter. Disabled unless LABNOTE_TELEMETRY=1.

Payload (complete): {"v": labnote version, "py": "3.11", "os": "Linux", "runs_today": int}
No identifiers, no params/metrics, no paths. Endpoint documented in README.
"""
import json
import os
import platform
import urllib.request

VERSION = "0.3.0"
ENDPOINT = "https://telemetry.labnote-project.invalid/v1/count"


def enabled() -> bool:
    return os.environ.get("LABNOTE_TELEMETRY") == "1"


def maybe_send(runs_today: int) -> None:
    if not enabled():
        return
    body = json.dumps({
        "v": VERSION,
        "py": ".".join(platform.python_version_tuple()[:2]),
        "os": platform.system(),
        "runs_today": int(runs_today),
    }).encode()
    req = urllib.request.Request(ENDPOINT, data=body, headers={"content-type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=2)
    except Exception:
        pass
