#!/usr/bin/env python3
"""Zigbee2MQTT network health report -> z2m-health.md"""
import argparse
import json
import statistics
import time
from pathlib import Path

import yaml


def load_db(path):
    devices = []
    if not path.exists():
        return devices
    for line in path.read_text().splitlines():
        try:
            d = json.loads(line)
        except ValueError:
            continue
        if d.get("type") in ("Router", "EndDevice"):
            devices.append(d)
    return devices


def live_map(host, timeout=60):
    try:
        import paho.mqtt.client as mqtt
    except ImportError:
        return None
    result = {}

    def on_msg(_c, _u, msg):
        result.update(json.loads(msg.payload))

    c = mqtt.Client()
    c.on_message = on_msg
    c.connect(host, 1883, 30)
    c.subscribe("zigbee2mqtt/bridge/response/networkmap")
    c.publish("zigbee2mqtt/bridge/request/networkmap", json.dumps({"type": "raw", "routes": False}))
    c.loop_start()
    t0 = time.time()
    while not result and time.time() - t0 < timeout:
        time.sleep(1)
    c.loop_stop()
    return result.get("data", {}).get("value")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("data_dir")
    ap.add_argument("--mqtt")
    args = ap.parse_args()
    root = Path(args.data_dir)

    cfg = yaml.safe_load((root / "configuration.yaml").read_text()) or {}
    adv = cfg.get("advanced", {})
    devices = load_db(root / "database.db")
    routers = [d for d in devices if d["type"] == "Router"]
    ends = [d for d in devices if d["type"] == "EndDevice"]
    state = json.loads((root / "state.json").read_text()) if (root / "state.json").exists() else {}
    lqis = [v.get("linkquality") for v in state.values() if isinstance(v, dict) and v.get("linkquality")]

    problems = []
    ch = adv.get("channel", 11)
    if ch in (11, 12, 13, 14):
        problems.append(f"channel {ch} overlaps Wi-Fi channel 1-3")
    if len(routers) < 3:
        problems.append(f"only {len(routers)} routers")
    weak = [k for k, v in state.items() if isinstance(v, dict) and (v.get("linkquality") or 255) < 30]
    if weak:
        problems.append(f"weak links: {', '.join(weak[:10])}")

    netmap = live_map(args.mqtt) if args.mqtt else None

    out = [
        "# Zigbee network health",
        "",
        "| metric | value |", "|---|---|",
        f"| channel | {ch} |",
        f"| routers / end devices | {len(routers)} / {len(ends)} |",
        f"| median LQI | {statistics.median(lqis) if lqis else 'n/a'} |",
        f"| live map | {'yes' if netmap else 'no'} |",
        "", "## Problems", "",
    ]
    out += [f"- {p}" for p in problems] or ["- none found"]
    Path("z2m-health.md").write_text("\n".join(out) + "\n")
    print("wrote z2m-health.md")


if __name__ == "__main__":
    main()
