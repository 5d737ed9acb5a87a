#!/usr/bin/env python3
"""nmap wrapper that enforces a scope file."""
import argparse
import datetime as dt
import ipaddress
import re
import shutil
import socket
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import yaml

SAFE_NSE = {"default", "safe", "discovery", "version"}


def load_scope(p):
    s = yaml.safe_load(Path(p).read_text())
    nets, names = [], set()
    for a in s["authorized"]:
        try:
            nets.append(ipaddress.ip_network(a, strict=False))
        except ValueError:
            names.add(a.lower())
    excl = [ipaddress.ip_network(e, strict=False) for e in s.get("exclude", [])]
    win = (dt.datetime.fromisoformat(s["window"]["start"].replace("Z", "+00:00")),
           dt.datetime.fromisoformat(s["window"]["end"].replace("Z", "+00:00")))
    return s, nets, names, excl, win


def resolve(target):
    try:
        return [ipaddress.ip_network(target, strict=False)]
    except ValueError:
        return [ipaddress.ip_network(ai[4][0]) for ai in socket.getaddrinfo(target, None, proto=socket.IPPROTO_TCP)]


def in_scope(target, nets, names, excl):
    if not re.match(r"^[\d./:a-fA-F]+$", target) and target.lower() not in names:
        return False, f"hostname {target} not listed in scope"
    for net in resolve(target):
        if not any(net.subnet_of(n) for n in nets if n.version == net.version) and target.lower() not in names:
            return False, f"{net} not inside authorized ranges"
        for e in excl:
            if e.version == net.version and net.overlaps(e):
                return False, f"{net} overlaps excluded {e}"
    return True, ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--scope", required=True)
    ap.add_argument("mode", choices=["discover", "services"])
    ap.add_argument("targets", nargs="+")
    ap.add_argument("-p"); ap.add_argument("--top-ports", type=int); ap.add_argument("--scripts")
    a = ap.parse_args()
    if not shutil.which("nmap"):
        sys.exit("nmap not installed")
    s, nets, names, excl, (start, end) = load_scope(a.scope)
    now = dt.datetime.now(dt.timezone.utc)
    if not (start <= now <= end):
        sys.exit(f"outside engagement window {start} – {end}")
    for t in a.targets:
        ok, why = in_scope(t, nets, names, excl)
        if not ok:
            sys.exit(f"OUT OF SCOPE: {t}: {why}")
    if a.scripts and not set(a.scripts.split(",")) <= SAFE_NSE:
        sys.exit(f"NSE categories limited to {sorted(SAFE_NSE)}")
    out = Path("scans") / re.sub(r"\W+", "_", s["engagement"]) / f"{now:%Y%m%dT%H%M%S}.xml"
    out.parent.mkdir(parents=True, exist_ok=True)
    cmd = ["nmap", "-oX", str(out), "--max-rate", str(s.get("max_rate", 300)), "--exclude", ",".join(map(str, excl)) or "0.0.0.0/32"]
    cmd += ["-sn"] if a.mode == "discover" else ["-sV", "-T3"] + (["-p", a.p] if a.p else ["--top-ports", str(a.top_ports or 1000)])
    if a.scripts:
        cmd += ["--script", a.scripts]
    cmd += a.targets
    print("+", " ".join(cmd))
    subprocess.run(cmd, check=True)
    for host in ET.parse(out).getroot().iter("host"):
        addr = host.find("address").get("addr")
        ports = [f"{p.get('portid')}/{p.get('protocol')} {(p.find('service').get('name') if p.find('service') is not None else '')}"
                 for p in host.iter("port") if p.find("state").get("state") == "open"]
        print(f"- {addr}: {', '.join(ports) or 'up, no open ports in range'}")


if __name__ == "__main__":
    main()
