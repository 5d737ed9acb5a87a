#!/usr/bin/env python3
"""Minimal obs-websocket v5 client (auth per protocol spec)."""
import argparse
import base64
import hashlib
import json
import os
import sys
import uuid

from websocket import create_connection  # pip install websocket-client


def connect():
    host = os.environ.get("OBS_WS_HOST", "127.0.0.1")
    port = os.environ.get("OBS_WS_PORT", "4455")
    ws = create_connection(f"ws://{host}:{port}", timeout=5)
    hello = json.loads(ws.recv())["d"]
    ident = {"rpcVersion": 1}
    if "authentication" in hello:
        pw = os.environ.get("OBS_WS_PASSWORD")
        if not pw:
            sys.exit("OBS requires a password: set OBS_WS_PASSWORD")
        a = hello["authentication"]
        secret = base64.b64encode(hashlib.sha256((pw + a["salt"]).encode()).digest()).decode()
        ident["authentication"] = base64.b64encode(hashlib.sha256((secret + a["challenge"]).encode()).digest()).decode()
    ws.send(json.dumps({"op": 1, "d": ident}))
    if json.loads(ws.recv())["op"] != 2:
        sys.exit("identify failed")
    return ws


def req(ws, rtype, data=None):
    rid = str(uuid.uuid4())
    ws.send(json.dumps({"op": 6, "d": {"requestType": rtype, "requestId": rid, "requestData": data or {}}}))
    while True:
        m = json.loads(ws.recv())
        if m["op"] == 7 and m["d"]["requestId"] == rid:
            st = m["d"]["requestStatus"]
            if not st["result"]:
                sys.exit(f"{rtype} failed: {st.get('comment', st['code'])}")
            return m["d"].get("responseData", {})


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("target", choices=["stream", "record", "mute", "unmute", "replay", "screenshot"])
    ap.add_argument("arg", nargs="?")
    ap.add_argument("--source")
    ap.add_argument("--out", default="screenshot.png")
    a = ap.parse_args()
    ws = connect()
    if a.target in ("stream", "record"):
        kind = "Stream" if a.target == "stream" else "Record"
        action = {"start": "Start", "stop": "Stop", "toggle": "Toggle"}[a.arg or "toggle"]
        req(ws, f"{action}{kind}")
    elif a.target in ("mute", "unmute"):
        req(ws, "SetInputMute", {"inputName": a.arg, "inputMuted": a.target == "mute"})
    elif a.target == "replay":
        req(ws, "SaveReplayBuffer")
    elif a.target == "screenshot":
        d = req(ws, "GetSourceScreenshot", {"sourceName": a.source, "imageFormat": "png"})
        open(a.out, "wb").write(base64.b64decode(d["imageData"].split(",", 1)[1]))
        print("saved", a.out)
    ws.close()


if __name__ == "__main__":
    main()
