#!/usr/bin/env python3
"""Manage ~/.ssh/config host entries and audit key hygiene."""
import argparse
import os
import re
import shutil
import stat
import subprocess
import sys
import time
from pathlib import Path

SSH = Path.home() / ".ssh"
CFG = SSH / "config"


def parse(text: str):
    hosts, cur = [], None
    for line in text.splitlines():
        m = re.match(r"\s*Host\s+(.+)", line, re.I)
        if m:
            cur = {"patterns": m.group(1).split(), "opts": []}
            hosts.append(cur)
        elif cur and line.strip() and not line.strip().startswith("#"):
            k, _, v = line.strip().partition(" ")
            cur["opts"].append((k, v.strip()))
    return hosts


def backup():
    if CFG.exists():
        shutil.copy2(CFG, CFG.with_name(f"config.bak-{int(time.time())}"))


def cmd_list(_):
    for h in parse(CFG.read_text() if CFG.exists() else ""):
        opts = dict((k.lower(), v) for k, v in h["opts"])
        print(f"{' '.join(h['patterns']):24} {opts.get('user', '-'):10} {opts.get('hostname', '-'):28} "
              f"{'via ' + opts['proxyjump'] if 'proxyjump' in opts else ''}")


def cmd_add(a):
    existing = parse(CFG.read_text() if CFG.exists() else "")
    if any(a.alias in h["patterns"] for h in existing):
        sys.exit(f"Host {a.alias} already exists; edit it manually or remove first")
    block = [f"Host {a.alias}", f"  HostName {a.hostname}"]
    if a.user:
        block.append(f"  User {a.user}")
    if a.port:
        block.append(f"  Port {a.port}")
    if a.identity:
        block += [f"  IdentityFile {a.identity}", "  IdentitiesOnly yes"]
    if a.jump:
        block.append(f"  ProxyJump {a.jump}")
    SSH.mkdir(mode=0o700, exist_ok=True)
    backup()
    with CFG.open("a") as fh:
        fh.write("\n" + "\n".join(block) + "\n")
    CFG.chmod(0o600)
    print("\n".join(block))


def cmd_audit(_):
    issues = 0
    if SSH.exists() and stat.S_IMODE(SSH.stat().st_mode) & 0o077:
        print(f"[perm] {SSH} is {oct(stat.S_IMODE(SSH.stat().st_mode))}; fix: chmod 700 {SSH}")
        issues += 1
    for pub in sorted(SSH.glob("*.pub")):
        priv = pub.with_suffix("")
        if priv.exists():
            mode = stat.S_IMODE(priv.stat().st_mode)
            if mode & 0o077:
                print(f"[perm] {priv} is {oct(mode)}; fix: chmod 600 {priv}")
                issues += 1
        out = subprocess.run(["ssh-keygen", "-l", "-f", str(pub)], capture_output=True, text=True).stdout.split()
        if len(out) >= 4:
            bits, kind = int(out[0]), out[-1].strip("()")
            if kind == "DSA" or (kind == "RSA" and bits < 3072):
                print(f"[weak] {pub.name}: {kind} {bits} bits — consider ed25519")
                issues += 1
    print(f"{issues} issue(s)")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("list").set_defaults(fn=cmd_list)
    ad = sub.add_parser("add")
    ad.add_argument("alias")
    ad.add_argument("--hostname", required=True)
    ad.add_argument("--user")
    ad.add_argument("--port", type=int)
    ad.add_argument("--identity")
    ad.add_argument("--jump")
    ad.set_defaults(fn=cmd_add)
    sub.add_parser("audit").set_defaults(fn=cmd_audit)
    a = ap.parse_args()
    a.fn(a)


if __name__ == "__main__":
    main()
