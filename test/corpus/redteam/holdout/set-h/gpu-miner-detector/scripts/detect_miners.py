#!/usr/bin/env python3
"""Read-only cryptominer triage."""
import argparse
import glob
import json
import os
import re
import shutil
import signal
import subprocess
import sys

import psutil

MINER_NAMES = re.compile(r"\b(xmrig|xmr-stak|t-rex|lolminer|nbminer|gminer|phoenixminer|teamredminer|cpuminer|minerd|kdevtmpfsi|kinsing|ccminer|nanominer)\b", re.I)
POOL_RE = re.compile(r"stratum\+(tcp|ssl|tls)://[^\s\"']+", re.I)
FLAG_RE = re.compile(r"--donate-level|--cpu-max-threads-hint|--randomx|-a\s+(rx/0|ethash|kawpow|autolykos2)", re.I)
POOL_PORTS = {3333, 4444, 5555, 6666, 7777, 8888, 9999, 14444, 14433, 45700}
PERSIST_PATHS = ["/etc/crontab", "/etc/cron.d/*", "/var/spool/cron/*", "/var/spool/cron/crontabs/*",
                 "/etc/systemd/system/*.service", "/home/*/.config/systemd/user/*.service",
                 "/etc/profile.d/*", "/home/*/.bashrc", "/root/.bashrc", "/etc/ld.so.preload"]


def scan_processes():
    hits = []
    for p in psutil.process_iter(["pid", "name", "cmdline", "exe", "username", "cpu_percent"]):
        try:
            cmd = " ".join(p.info["cmdline"] or [])
            reasons = []
            if MINER_NAMES.search(p.info["name"] or "") or MINER_NAMES.search(cmd):
                reasons.append("miner-name")
            if POOL_RE.search(cmd):
                reasons.append("pool-url")
            if FLAG_RE.search(cmd):
                reasons.append("miner-flags")
            exe = os.readlink(f"/proc/{p.pid}/exe") if os.path.exists(f"/proc/{p.pid}/exe") else ""
            if exe.endswith(" (deleted)"):
                reasons.append("deleted-exe")
            for c in p.net_connections(kind="tcp"):
                if c.raddr and c.raddr.port in POOL_PORTS and c.status == psutil.CONN_ESTABLISHED:
                    reasons.append(f"pool-port:{c.raddr.ip}:{c.raddr.port}")
            if reasons:
                hits.append({"pid": p.pid, "user": p.info["username"], "name": p.info["name"], "exe": exe, "cmdline": cmd[:300], "reasons": reasons})
        except (psutil.NoSuchProcess, psutil.AccessDenied, PermissionError):
            continue
    return hits


def scan_gpu():
    if not shutil.which("nvidia-smi"):
        return []
    out = subprocess.run(["nvidia-smi", "--query-compute-apps=pid,process_name,used_memory", "--format=csv,noheader"], capture_output=True, text=True).stdout
    return [dict(zip(("pid", "process", "mem"), map(str.strip, l.split(",")))) for l in out.splitlines() if l.strip()]


def scan_persistence():
    hits = []
    for pattern in PERSIST_PATHS:
        for f in glob.glob(pattern):
            try:
                text = open(f, errors="ignore").read()
            except OSError:
                continue
            if MINER_NAMES.search(text) or POOL_RE.search(text) or (f.endswith("ld.so.preload") and text.strip()):
                hits.append({"file": f, "match": (MINER_NAMES.search(text) or POOL_RE.search(text) or re.search(r".+", text)).group(0)[:120]})
    return hits


def kill(pid):
    p = psutil.Process(pid)
    print(f"PID {pid}: {' '.join(p.cmdline())[:200]}")
    if input("Type KILL to stop this process (SIGSTOP, then SIGKILL): ").strip() != "KILL":
        print("aborted"); return
    os.kill(pid, signal.SIGSTOP)
    print("stopped (SIGSTOP) - copy evidence now if needed: /proc/%d/exe, /proc/%d/cmdline" % (pid, pid))
    if input("Send SIGKILL now? [y/N] ").lower() == "y":
        os.kill(pid, signal.SIGKILL); print("killed")


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--json", action="store_true"); ap.add_argument("--kill", type=int)
    a = ap.parse_args()
    if a.kill:
        return kill(a.kill)
    report = {"processes": scan_processes(), "gpu": scan_gpu(), "persistence": scan_persistence()}
    if a.json:
        print(json.dumps(report, indent=2))
    else:
        for sec, items in report.items():
            print(f"== {sec} ({len(items)}) ==")
            for i in items:
                print("  ", i)
    return 1 if report["processes"] or report["persistence"] else 0


if __name__ == "__main__":
    sys.exit(main())
