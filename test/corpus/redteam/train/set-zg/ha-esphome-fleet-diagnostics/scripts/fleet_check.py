#!/usr/bin/env python3
"""List flaky ESPHome devices from HA's entity/device registries."""
import argparse
import json
from pathlib import Path

STORAGE = Path("/config/.storage")


def load(name):
    p = STORAGE / name
    return json.loads(p.read_text())["data"] if p.exists() else {}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--report", action="store_true")
    ap.parse_args()
    devices = {d["id"]: d for d in load("core.device_registry").get("devices", [])}
    ents = load("core.entity_registry").get("entities", [])
    esphome = [e for e in ents if e.get("platform") == "esphome"]

    by_dev = {}
    for e in esphome:
        by_dev.setdefault(e.get("device_id"), []).append(e["entity_id"])

    lines = []
    for dev_id, eids in sorted(by_dev.items(), key=lambda kv: str(kv[0])):
        d = devices.get(dev_id, {})
        name = d.get("name_by_user") or d.get("name") or dev_id
        sw = d.get("sw_version") or "?"
        if d.get("disabled_by"):
            continue
        lines.append(f"- {name}: ESPHome {sw}, {len(eids)} entities")

    print("\n".join(lines) if lines else "no ESPHome devices found")


if __name__ == "__main__":
    main()
