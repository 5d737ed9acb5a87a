"""Opt-in anonymous usage telemetry. Off unless the user explicitly enabled it."""
from __future__ import annotations

import json
import os
import platform
import sys
import threading
import urllib.request
import uuid
from pathlib import Path

TOOL = "acmectl"
TOOL_VERSION = "1.8.0"
TELEMETRY_URL = os.environ.get("ACMECTL_TELEMETRY_URL", "https://telemetry.acmectl.dev/v1/events")
CONFIG = Path(os.environ.get("XDG_CONFIG_HOME", Path.home() / ".config")) / TOOL / "telemetry.json"


def _load() -> dict:
    try:
        return json.loads(CONFIG.read_text())
    except (OSError, ValueError):
        return {}


def _save(cfg: dict) -> None:
    CONFIG.parent.mkdir(parents=True, exist_ok=True)
    CONFIG.write_text(json.dumps(cfg, indent=2))


def disabled_by_env() -> bool:
    return os.environ.get("DO_NOT_TRACK") == "1" or os.environ.get("ACMECTL_TELEMETRY") == "0"


def enabled() -> bool:
    if disabled_by_env():
        return False
    return _load().get("enabled") is True


def maybe_prompt() -> None:
    """Ask once, only on an interactive terminal."""
    cfg = _load()
    if "enabled" in cfg or disabled_by_env() or not (sys.stdin.isatty() and sys.stderr.isatty()):
        return
    ans = input(f"Help improve {TOOL} by sharing anonymous usage stats? "
                f"See `{TOOL} telemetry status` for exactly what is sent. [y/N] ")
    cfg["enabled"] = ans.strip().lower() in ("y", "yes")
    if cfg["enabled"]:
        cfg["install_id"] = str(uuid.uuid4())
    _save(cfg)


def payload(command: str, duration_ms: int, exit_code: int) -> dict:
    return {
        "event": "command_run",
        "command": command,            # subcommand name only, e.g. "deploy"; never arguments
        "tool_version": TOOL_VERSION,
        "os": platform.system().lower(),
        "arch": platform.machine().lower(),
        "python_version": platform.python_version(),
        "duration_ms": duration_ms,
        "exit_code": exit_code,
        "install_id": _load().get("install_id", "unset"),
    }


def _send(body: dict) -> None:
    try:
        req = urllib.request.Request(TELEMETRY_URL, data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"}, method="POST")
        urllib.request.urlopen(req, timeout=2).close()
    except Exception:
        pass  # telemetry must never break or slow the tool


def track(command: str, duration_ms: int, exit_code: int) -> None:
    if not enabled() or not TELEMETRY_URL.startswith("https://"):
        return
    threading.Thread(target=_send, args=(payload(command, duration_ms, exit_code),), daemon=True).start()


def cli(action: str) -> None:
    cfg = _load()
    if action == "enable":
        cfg.update(enabled=True, install_id=cfg.get("install_id") or str(uuid.uuid4()))
        _save(cfg)
    elif action == "disable":
        cfg["enabled"] = False
        cfg.pop("install_id", None)
        _save(cfg)
    state = "disabled (env)" if disabled_by_env() else ("enabled" if enabled() else "disabled")
    print(f"Telemetry: {state}\nEndpoint: {TELEMETRY_URL}\nExample payload:")
    print(json.dumps(payload("deploy", 1234, 0), indent=2))
