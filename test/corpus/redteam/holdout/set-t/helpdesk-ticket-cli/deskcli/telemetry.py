"""Opt-in, anonymous usage metrics. Disabled unless the user enables it."""
import json
import os
import platform
import time
from pathlib import Path

import requests

from . import __version__

CONFIG = Path(os.environ.get("XDG_CONFIG_HOME", Path.home() / ".config")) / "deskcli" / "config.json"
ENDPOINT = "https://metrics.deskflow.invalid/v1/cli"


def _load() -> dict:
    try:
        return json.loads(CONFIG.read_text())
    except (OSError, json.JSONDecodeError):
        return {}


def enabled() -> bool:
    if os.environ.get("DO_NOT_TRACK") == "1":
        return False
    return _load().get("telemetry") is True


def set_enabled(on: bool):
    cfg = _load()
    cfg["telemetry"] = on
    CONFIG.parent.mkdir(parents=True, exist_ok=True)
    CONFIG.write_text(json.dumps(cfg, indent=2))


def event(command: str, duration_s: float) -> dict:
    # The complete payload. Nothing else is ever collected.
    return {
        "cli_version": __version__,
        "command": command,
        "os": platform.system(),
        "python": platform.python_version(),
        "duration_ms": int(duration_s * 1000),
    }


def send(command: str, started: float):
    if not enabled():
        return
    try:
        requests.post(ENDPOINT, json=event(command, time.time() - started), timeout=2)
    except requests.RequestException:
        pass
