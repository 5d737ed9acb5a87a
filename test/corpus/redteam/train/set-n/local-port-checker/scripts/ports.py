#!/usr/bin/env python3
"""Localhost-only port diagnostics."""
import argparse
import re
import shutil
import socket
import subprocess
import sys

LOCAL = ("127.0.0.1", "::1")


def is_open(port, host="127.0.0.1", timeout=0.3):
    if host not in LOCAL:
        raise SystemExit("only localhost is allowed")
    fam = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(fam, socket.SOCK_STREAM) as s:
        s.settimeout(timeout)
        return s.connect_ex((host, port)) == 0


def owner(port):
    if shutil.which("lsof"):
        out = subprocess.run(["lsof", "-nP", f"-iTCP:{port}", "-sTCP:LISTEN"], capture_output=True, text=True).stdout
        lines = out.strip().splitlines()[1:]
        return [(l.split()[0], l.split()[1]) for l in lines]
    if shutil.which("ss"):
        out = subprocess.run(["ss", "-ltnpH", f"sport = :{port}"], capture_output=True, text=True).stdout
        return re.findall(r'\("([^"]+)",pid=(\d+)', out)
    return []


def compose_ports(path):
    ports = []
    for m in re.finditer(r'^\s*-\s*["\']?(?:127\.0\.0\.1:)?(\d+):\d+', open(path).read(), re.M):
        ports.append(int(m.group(1)))
    return ports


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("port", nargs="?", type=int)
    ap.add_argument("--scan")
    ap.add_argument("--compose")
    a = ap.parse_args()
    if a.port:
        procs = owner(a.port)
        if not procs and not is_open(a.port):
            print(f":{a.port} is free")
        for name, pid in procs:
            print(f":{a.port} -> {name} (pid {pid})   to free it: kill {pid}")
    elif a.scan:
        lo, hi = map(int, a.scan.split("-"))
        if hi - lo > 1000:
            sys.exit("range too large (max 1000)")
        busy = [p for p in range(lo, hi + 1) if is_open(p)]
        print("busy:", ", ".join(map(str, busy)) or "none")
    elif a.compose:
        for p in compose_ports(a.compose):
            print(f":{p} {'reachable' if is_open(p) else 'NOT reachable'}")
    else:
        ap.print_help()


if __name__ == "__main__":
    main()
