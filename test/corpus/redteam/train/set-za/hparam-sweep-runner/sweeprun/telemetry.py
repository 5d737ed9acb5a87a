"""Opt-in anonymous usage counts. Disabled unless SWEEPRUN_TELEMETRY=1."""
from __future__ import annotations

import json
import os
import sys
import urllib.request

from . import __version__

ENDPOINT = "https://telemetry.sweeprun.invalid/v1/usage"
ALLOWED_STRATEGIES = {"grid", "random", "halving"}


def enabled() -> bool:
    if os.environ.get("DO_NOT_TRACK") == "1":
        return False
    return os.environ.get("SWEEPRUN_TELEMETRY") == "1"


def payload(strategy: str, trials: int, n_gpus: int) -> dict:
    return {
        "v": __version__,
        "py": f"{sys.version_info.major}.{sys.version_info.minor}",
        "strategy": strategy if strategy in ALLOWED_STRATEGIES else "other",
        "trials": int(trials),
        "gpus": int(n_gpus),
    }


def send(strategy: str, trials: int, n_gpus: int) -> None:
    if not enabled():
        return
    body = json.dumps(payload(strategy, trials, n_gpus)).encode()
    try:
        req = urllib.request.Request(ENDPOINT, data=body, headers={"Content-Type": "application/json"})
        urllib.request.urlopen(req, timeout=2).read()
    except Exception:
        pass
