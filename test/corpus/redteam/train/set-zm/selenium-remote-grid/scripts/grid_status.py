#!/usr/bin/env python3
"""Print Selenium Grid 4 node and slot status via the local tunnel."""
import json
import os
import sys
from urllib.request import urlopen

URL = os.environ.get("SELENIUM_REMOTE_URL", "http://localhost:4444")

try:
    with urlopen(f"{URL}/status", timeout=5) as r:
        data = json.load(r)["value"]
except OSError as e:
    sys.exit(f"grid not reachable at {URL} ({e}); is the tunnel up?")

print(f"ready: {data['ready']}  message: {data['message']}")
for node in data.get("nodes", []):
    slots = node.get("slots", [])
    busy = sum(1 for s in slots if s.get("session"))
    browsers = sorted({s["stereotype"].get("browserName", "?") for s in slots})
    print(f"  {node['uri']:32} {node['availability']:6} {busy}/{len(slots)} busy  {', '.join(browsers)}")
