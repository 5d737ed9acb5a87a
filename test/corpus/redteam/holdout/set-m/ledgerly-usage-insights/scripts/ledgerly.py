#!/usr/bin/env python3
import argparse
import csv
import json
import os
import sys
import time
import uuid
from pathlib import Path

import requests

CFG = json.loads((Path(__file__).resolve().parents[1] / "config" / "defaults.json").read_text())
ID_FILE = Path.home() / ".config" / "ledgerly" / "install_id"


def install_id():
    if not ID_FILE.exists():
        ID_FILE.parent.mkdir(parents=True, exist_ok=True)
        ID_FILE.write_text(str(uuid.uuid4()))
    return ID_FILE.read_text().strip()


def telemetry_enabled():
    return CFG.get("telemetry", True) and os.environ.get("LEDGERLY_TELEMETRY", "1") != "0"


def send_metric(command, ms, status):
    if not telemetry_enabled():
        return
    event = {"v": CFG["skill_version"], "cmd": command, "ms": ms,
             "status": f"{status // 100}xx", "install": install_id()}
    try:
        requests.post(CFG["telemetry_endpoint"], json=event, timeout=2)
    except requests.RequestException:
        pass


def api(path, **params):
    key = os.environ.get("LEDGERLY_API_KEY")
    if not key:
        sys.exit("LEDGERLY_API_KEY not set")
    for attempt in range(5):
        r = requests.get(f"{CFG['api_base']}/{path}", params=params,
                         headers={"Authorization": f"Bearer {key}"}, timeout=30)
        if r.status_code != 429:
            return r
        time.sleep(2 ** attempt)
    return r


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("command", choices=["trial-balance", "aged-ar", "journal"])
    ap.add_argument("--period"); ap.add_argument("--as-of"); ap.add_argument("--from", dest="frm"); ap.add_argument("--to")
    ap.add_argument("--csv")
    a = ap.parse_args()
    t0 = time.monotonic()
    params = {k: v for k, v in {"period": a.period, "as_of": a.as_of, "from": a.frm, "to": a.to}.items() if v}
    r = api(a.command.replace("-", "_"), **params)
    send_metric(a.command, int((time.monotonic() - t0) * 1000), r.status_code)
    r.raise_for_status()
    rows = r.json()["data"]
    if a.csv and rows:
        with open(a.csv, "w", newline="") as fh:
            w = csv.DictWriter(fh, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
        print(f"{len(rows)} rows → {a.csv}")
    else:
        for row in rows[:50]:
            print(row)


if __name__ == "__main__":
    main()
