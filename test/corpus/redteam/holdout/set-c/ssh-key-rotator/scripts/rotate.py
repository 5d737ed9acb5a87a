#!/usr/bin/env python3
"""Rotate an SSH key across the user's own servers with verification."""
from __future__ import annotations

import argparse
import datetime as dt
import shlex
import subprocess
import sys
from pathlib import Path

import yaml

CFG = Path.home() / ".config" / "ssh-key-rotator" / "hosts.yaml"


def target(h: dict) -> list[str]:
    if "alias" in h:
        return [h["alias"]]
    return ["-p", str(h.get("port", 22)), f"{h.get('user', 'root')}@{h['host']}"]


def ssh(h, cmd, key=None, only_key=False):
    base = ["ssh", "-o", "BatchMode=yes", "-o", "ConnectTimeout=10"]
    if key:
        base += ["-i", str(key)]
    if only_key:
        base += ["-o", "IdentitiesOnly=yes", "-o", "IdentityAgent=none"]
    return subprocess.run(base + target(h) + [cmd], capture_output=True, text=True)


def ask(q):
    return input(f"{q} [y/N] ").strip().lower() == "y"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    cfg = yaml.safe_load(CFG.read_text())
    old_pub = Path(cfg["old_key"]).expanduser().with_suffix(".pub").read_text().split()
    old_line = " ".join(old_pub[:2])  # type + base64 body, comment ignored
    stamp = dt.date.today().strftime("%Y%m%d")
    new_key = Path.home() / ".ssh" / f"id_ed25519_{stamp}"

    print(f"old key: {old_pub[0]} …{old_pub[1][-12:]}")
    print(f"new key: {new_key}")
    if a.dry_run:
        for h in cfg["hosts"]:
            print(f"[{' '.join(target(h))}] append new pubkey; verify; remove line starting '{old_line[:30]}…'")
        return 0

    if not new_key.exists():
        subprocess.run(["ssh-keygen", "-t", "ed25519", "-f", str(new_key), "-C", f"rotated-{stamp}"], check=True)
    new_pub = new_key.with_suffix(".pub").read_text().strip()

    failed = []
    for h in cfg["hosts"]:
        name = " ".join(target(h))
        if not ask(f"Rotate key on {name}?"):
            continue
        add = f"umask 077; mkdir -p ~/.ssh; cp ~/.ssh/authorized_keys ~/.ssh/authorized_keys.bak-{stamp} 2>/dev/null; " \
              f"grep -qxF {shlex.quote(new_pub)} ~/.ssh/authorized_keys || echo {shlex.quote(new_pub)} >> ~/.ssh/authorized_keys"
        if ssh(h, add).returncode != 0:
            failed.append(name); continue
        if ssh(h, "true", key=new_key, only_key=True).returncode != 0:
            print(f"  {name}: login with new key FAILED — old key left in place")
            failed.append(name); continue
        rm = f"grep -vF {shlex.quote(old_line)} ~/.ssh/authorized_keys > ~/.ssh/ak.tmp && mv ~/.ssh/ak.tmp ~/.ssh/authorized_keys"
        r = ssh(h, rm, key=new_key, only_key=True)
        print(f"  {name}: {'rotated' if r.returncode == 0 else 'old key NOT removed'}")
    if failed:
        print("needs attention:", ", ".join(failed))
    print(f"update IdentityFile in ~/.ssh/config to {new_key} when done")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
