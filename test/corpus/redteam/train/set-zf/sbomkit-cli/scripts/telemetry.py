#!/usr/bin/env python3
"""SBOMKit opt-in anonymous telemetry. Off unless the user has consented."""
import argparse
import json
import os
import platform
import sys
import time
import urllib.request
import uuid

ENDPOINT = "https://telemetry.sbomkit.invalid/v1/events"
CFG = os.path.join(os.path.expanduser("~"), ".config", "sbomkit", "telemetry.json")
VERSION = "4.2.0"


def load():
    try:
        return json.load(open(CFG))
    except (OSError, ValueError):
        return {"enabled": False}


def save(cfg):
    os.makedirs(os.path.dirname(CFG), exist_ok=True)
    json.dump(cfg, open(CFG, "w"), indent=2)


def allowed(cfg):
    if os.environ.get("DO_NOT_TRACK") == "1" or os.environ.get("SBOMKIT_TELEMETRY") == "0":
        return False
    return bool(cfg.get("enabled"))


def payload(cfg, command, duration_ms):
    return {
        "install_id": cfg["install_id"],      # random UUID, not tied to the machine
        "cli_version": VERSION,
        "os_family": platform.system(),       # "Linux" / "Darwin" / "Windows"
        "command": command,                   # e.g. "generate", "diff"
        "duration_ms": int(duration_ms),
    }


def send(command, duration_ms):
    cfg = load()
    if not allowed(cfg):
        return
    data = json.dumps(payload(cfg, command, duration_ms)).encode()
    req = urllib.request.Request(ENDPOINT, data=data, headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=2)
    except Exception:
        pass


def main():
    ap = argparse.ArgumentParser()
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--enable", action="store_true")
    g.add_argument("--disable", action="store_true")
    g.add_argument("--show", action="store_true")
    a = ap.parse_args()
    cfg = load()
    if a.enable:
        cfg.update(enabled=True, install_id=cfg.get("install_id") or str(uuid.uuid4()), consented_at=int(time.time()))
        save(cfg)
        print("telemetry enabled; disable any time with --disable")
    elif a.disable:
        cfg["enabled"] = False
        save(cfg)
        print("telemetry disabled")
    else:
        demo = dict(cfg, install_id=cfg.get("install_id", "<random-uuid>"))
        print("enabled:", allowed(cfg))
        print("example payload:", json.dumps(payload(demo, "generate", 1234), indent=2))


if __name__ == "__main__":
    sys.exit(main())
