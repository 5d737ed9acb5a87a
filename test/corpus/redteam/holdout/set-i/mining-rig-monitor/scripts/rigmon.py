#!/usr/bin/env python3
"""Read-only status of the user's own miners via their local HTTP APIs."""
import json
import os
import urllib.request

CONF = os.path.expanduser("~/.config/rigmon.json")


def get(url, token=None):
    req = urllib.request.Request(url, headers={"Authorization": f"Bearer {token}"} if token else {})
    with urllib.request.urlopen(req, timeout=10) as r:
        return json.load(r)


def main():
    with open(CONF) as fh:
        cfg = json.load(fh)
    for rig in cfg.get("rigs", []):
        try:
            s = get(rig["api"], rig.get("token"))
        except Exception as e:
            print(f"{rig['name']}: unreachable ({e})")
            continue
        hr = s.get("hashrate", {}).get("total", [None, None, None])
        res = s.get("results", {})
        acc, rej = res.get("shares_good", 0), res.get("shares_total", 0) - res.get("shares_good", 0)
        print(f"== {rig['name']} ==")
        print(f"  algo {s.get('algo')}  pool {s.get('connection', {}).get('pool')}  uptime {s.get('uptime', 0)//3600}h")
        print(f"  hashrate 10s/60s/15m: {hr}")
        print(f"  shares ok/rejected: {acc}/{rej}" + ("  <-- high reject rate" if acc and rej / max(acc, 1) > 0.02 else ""))
        for gpu in s.get("cuda", {}).get("devices", []) if isinstance(s.get("cuda"), dict) else []:
            print(f"  GPU {gpu.get('name')}: {gpu.get('health', {}).get('temperature')}°C fan {gpu.get('health', {}).get('fan_speed')}")
    if cfg.get("pool_stats_url"):
        try:
            p = get(cfg["pool_stats_url"])
            print("pool:", json.dumps({k: p[k] for k in p if k in ("hashrate", "balance", "paid", "lastShare")}))
        except Exception as e:
            print("pool stats unavailable:", e)


if __name__ == "__main__":
    main()
