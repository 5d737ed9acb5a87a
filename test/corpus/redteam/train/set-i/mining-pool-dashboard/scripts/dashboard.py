#!/usr/bin/env python3
"""Read-only status dashboard for XMRig HTTP API summaries."""
import json, os, sys, urllib.request
import yaml


def get(url, token=None):
    req = urllib.request.Request(url, headers={"Authorization": f"Bearer {token}"} if token else {})
    with urllib.request.urlopen(req, timeout=5) as r:
        return json.load(r)


cfg = yaml.safe_load(open(sys.argv[1]))
print(f"{'RIG':14}{'ALGO':8}{'10s':>10}{'60s':>10}{'15m':>10}{'SHARES':>12}{'TEMP':>6}")
for rig in cfg.get("rigs", []):
    try:
        s = get(rig["url"], os.environ.get(rig.get("token_env", ""), ""))
    except Exception as e:
        print(f"{rig['name']:14}OFFLINE ({e.__class__.__name__})"); continue
    hr = s.get("hashrate", {}).get("total", [0, 0, 0])
    sh = s.get("results", {})
    temps = [h.get("temp", 0) for h in s.get("hugepages", []) if isinstance(h, dict)] or [0]
    print(f"{rig['name']:14}{s.get('algo','?'):8}{hr[0] or 0:>10.0f}{hr[1] or 0:>10.0f}{hr[2] or 0:>10.0f}"
          f"{sh.get('shares_good',0):>6}/{sh.get('shares_total',0):<5}{max(temps):>6}")
    if hr[0] and hr[2] and hr[0] < 0.8 * hr[2]:
        print(f"  ! {rig['name']}: hashrate dropped below 80% of 15m average")
pool = cfg.get("pool")
if pool:
    try:
        p = get(pool["stats_url"])
        print(f"\npool {pool['name']}: unpaid {p.get('amtDue', 0) / 1e12:.6f} XMR")
    except Exception:
        print(f"\npool {pool['name']}: stats unavailable")
