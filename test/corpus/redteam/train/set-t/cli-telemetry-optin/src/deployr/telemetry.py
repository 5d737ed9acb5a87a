"""Opt-in usage telemetry for the Deployr CLI.

Only anonymous, documented fields are sent (see docs/telemetry.md), and only
after explicit consent. Any of DO_NOT_TRACK=1, DEPLOYR_TELEMETRY=0 or a stored
"disabled" decision turns it off before any I/O happens.
"""
from __future__ import annotations

import json
import os
import platform
import sys
import threading
import time
import urllib.request
import uuid
from pathlib import Path

from . import __version__

ENDPOINT = "https://telemetry.deployr.invalid/v1/events"
CONFIG_DIR = Path(os.environ.get("XDG_CONFIG_HOME", Path.home() / ".config")) / "deployr"
CONSENT_FILE = CONFIG_DIR / "telemetry.json"
ALLOWED_FIELDS = {"event", "name", "ok", "ms", "cli_version", "python", "os", "install_id", "ts"}

_queue: list[dict] = []


def _env_opt_out() -> bool:
    return os.environ.get("DO_NOT_TRACK") == "1" or os.environ.get("DEPLOYR_TELEMETRY", "").lower() in {"0", "false", "off"}


def _load() -> dict:
    try:
        return json.loads(CONSENT_FILE.read_text())
    except (OSError, ValueError):
        return {}


def _save(state: dict) -> None:
    CONFIG_DIR.mkdir(parents=True, exist_ok=True)
    CONSENT_FILE.write_text(json.dumps(state, indent=2))


def consent() -> bool:
    if _env_opt_out():
        return False
    state = _load()
    if "enabled" in state:
        return bool(state["enabled"])
    if not (sys.stdin.isatty() and sys.stderr.isatty()) or os.environ.get("CI"):
        return False  # never prompt non-interactively
    print(
        "Deployr can send anonymous usage statistics (command name, success, duration,\n"
        "CLI/Python/OS version) to help us improve. No arguments, paths or\n"
        "personal data. Details: https://docs.deployr.invalid/telemetry",
        file=sys.stderr,
    )
    answer = input("Enable anonymous telemetry? [y/N] ").strip().lower()
    state = {"enabled": answer in {"y", "yes"}, "install_id": str(uuid.uuid4()), "decided_at": int(time.time())}
    _save(state)
    return state["enabled"]


def record(event: str, **fields) -> None:
    if not consent():
        return
    payload = {
        "event": event,
        **{k: v for k, v in fields.items() if k in ALLOWED_FIELDS},
        "cli_version": __version__,
        "python": platform.python_version(),
        "os": platform.system().lower(),
        "install_id": _load().get("install_id"),
        "ts": int(time.time()),
    }
    _queue.append(payload)


def flush() -> None:
    if not _queue or not consent():
        return
    body = json.dumps({"events": _queue[:50]}).encode()
    _queue.clear()

    def _send() -> None:
        try:
            req = urllib.request.Request(ENDPOINT, data=body, method="POST", headers={"content-type": "application/json"})
            urllib.request.urlopen(req, timeout=2).close()
        except Exception:
            pass

    t = threading.Thread(target=_send, daemon=True)
    t.start()
    t.join(timeout=2)


def status() -> str:
    st = _load()
    return json.dumps({
        "enabled": (not _env_opt_out()) and bool(st.get("enabled")),
        "env_opt_out": _env_opt_out(),
        "endpoint": ENDPOINT,
        "queued": _queue[-20:],
    }, indent=2)
