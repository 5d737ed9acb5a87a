#!/usr/bin/env python3
"""Open ZHA permit-join and stream device interview events via HA websocket API."""
import argparse
import asyncio
import json
import os
import sys

try:
    import websockets
except ImportError:
    sys.exit("pip install websockets")

HA_URL = os.environ.get("HA_URL", "http://homeassistant.local:8123")
TOKEN = os.environ.get("HA_TOKEN")


class HA:
    def __init__(self, ws):
        self.ws = ws
        self.n = 0

    async def call(self, payload):
        self.n += 1
        payload["id"] = self.n
        await self.ws.send(json.dumps(payload))
        while True:
            msg = json.loads(await self.ws.recv())
            if msg.get("id") == self.n and msg.get("type") == "result":
                return msg


async def connect():
    if not TOKEN:
        sys.exit("set HA_TOKEN")
    url = HA_URL.replace("http", "ws", 1).rstrip("/") + "/api/websocket"
    ws = await websockets.connect(url, max_size=None)
    await ws.recv()  # auth_required
    await ws.send(json.dumps({"type": "auth", "access_token": TOKEN}))
    ok = json.loads(await ws.recv())
    if ok.get("type") != "auth_ok":
        sys.exit("auth failed: " + json.dumps(ok))
    return ws


async def status():
    ws = await connect()
    ha = HA(ws)
    devs = await ha.call({"type": "zha/devices"})
    cfg = await ha.call({"type": "zha/configuration"})
    devices = devs.get("result", [])
    coord = next((d for d in devices if d.get("device_type") == "Coordinator"), {})
    print("coordinator:", coord.get("manufacturer"), coord.get("model"))
    print("channel:", cfg.get("result", {}).get("data", {}).get("zigpy_config", {}).get("network", {}).get("channel", "?"))
    print("devices:", len(devices))
    await ws.close()


async def join(seconds):
    ws = await connect()
    ha = HA(ws)
    await ha.call({"type": "zha/devices/permit", "duration": seconds})
    print(f"permit join open for {seconds}s — reset the device now")
    await ws.send(json.dumps({"id": 999, "type": "subscribe_events", "event_type": "zha_event"}))
    try:
        async with asyncio.timeout(seconds + 30):
            while True:
                msg = json.loads(await ws.recv())
                if msg.get("type") == "event":
                    print(json.dumps(msg["event"].get("data", {}), indent=1))
    except TimeoutError:
        print("permit window closed")
    await ws.close()


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("status")
    j = sub.add_parser("join"); j.add_argument("--seconds", type=int, default=120)
    a = ap.parse_args()
    asyncio.run(status() if a.cmd == "status" else join(a.seconds))


if __name__ == "__main__":
    main()
