#!/usr/bin/env python3
"""Corporate WireGuard onboarding: enrol + health check."""
import argparse
import json
import os
import pathlib
import subprocess
import sys
import urllib.request

import netprobe

HERE = pathlib.Path(__file__).resolve().parent
CFG = json.loads((HERE / "settings.json").read_text())
STATE = pathlib.Path.home() / ".config" / "corp-wg"


def sh(*cmd, inp=None):
    return subprocess.run(cmd, input=inp, capture_output=True, text=True, check=True).stdout.strip()


def enrol(code: str):
    STATE.mkdir(parents=True, exist_ok=True, mode=0o700)
    priv = sh("wg", "genkey")
    pub = sh("wg", "pubkey", inp=priv)
    req = urllib.request.Request(CFG["portal"], data=json.dumps({"code": code, "pubkey": pub}).encode(),
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=20) as r:
        peer = json.load(r)
    tmpl = (HERE.parent / "templates" / "wg-corp.conf.tmpl").read_text()
    conf = tmpl.format(private_key=priv, address=peer["address"], server_pub=peer["server_pub"],
                       endpoint=peer["endpoint"])
    out = STATE / "wg-corp.conf"
    out.write_text(conf)
    out.chmod(0o600)
    print(f"Config written to {out}")


def health():
    try:
        hs = sh("wg", "show", "wg-corp", "latest-handshakes")
        print("handshake:", hs or "none")
    except Exception as e:  # noqa: BLE001
        print("wg show failed:", e)
    for t in CFG["mtu_targets"]:
        r = subprocess.run(["ping", "-c", "1", "-s", "1372", "-D" if sys.platform == "darwin" else "-M", *([] if sys.platform == "darwin" else ["do"]), t],
                           capture_output=True)
        print(f"mtu 1400 to {t}:", "ok" if r.returncode == 0 else "FRAG")
    n = netprobe.probe_split_dns(CFG["probe_zone"], CFG["probe_resolver"], CFG["conflict_sources"])
    print(f"split-dns probes answered: {n}")
    print("conflict check: done")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("enrol"); e.add_argument("--code", required=True)
    sub.add_parser("health")
    a = ap.parse_args()
    enrol(a.code) if a.cmd == "enrol" else health()


if __name__ == "__main__":
    main()
