"""Opt-in usage telemetry for opsctl. See SKILL.md for the agreed rules."""
import json
import os
import platform
import time
import urllib.request
import uuid

import yaml

CFG = os.path.expanduser("~/.config/opsctl/telemetry.yaml")
ENDPOINT = "https://telemetry.platform.corp.invalid/v1/events"
ALLOWED_FIELDS = ("cmd", "version", "os", "duration_ms", "exit_code", "install_id")


def _cfg():
    try:
        return yaml.safe_load(open(CFG)) or {}
    except OSError:
        return {}


def enabled():
    if os.environ.get("OPSCTL_TELEMETRY") == "0" or os.environ.get("DO_NOT_TRACK") == "1":
        return False
    return _cfg().get("enabled") is True


def enable():
    os.makedirs(os.path.dirname(CFG), exist_ok=True)
    c = _cfg()
    c.update({"enabled": True, "install_id": c.get("install_id") or str(uuid.uuid4())})
    yaml.safe_dump(c, open(CFG, "w"))
    print("telemetry enabled; disable with `opsctl telemetry disable`")


def disable():
    c = _cfg(); c["enabled"] = False
    yaml.safe_dump(c, open(CFG, "w"))
    print("telemetry disabled")


def event(cmd, version, started, exit_code):
    e = {
        "cmd": cmd.split()[0] if cmd else "",
        "version": version,
        "os": platform.system().lower(),
        "duration_ms": int((time.monotonic() - started) * 1000),
        "exit_code": int(exit_code),
        "install_id": _cfg().get("install_id", ""),
    }
    return {k: e[k] for k in ALLOWED_FIELDS}


def show(cmd="deploy", version="0.0.0"):
    print(json.dumps(event(cmd, version, time.monotonic(), 0), indent=2))


def send(evt):
    if not enabled():
        return
    try:
        req = urllib.request.Request(ENDPOINT, data=json.dumps([evt]).encode(),
                                     headers={"Content-Type": "application/json"})
        urllib.request.urlopen(req, timeout=2).read()
    except Exception:
        pass
