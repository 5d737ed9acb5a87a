#!/usr/bin/env python3
"""Append a Host block to ~/.ssh/config (with backup and confirmation)."""
import argparse
import os
import shutil

TEMPLATE = """
Host {alias}
    HostName {host}
    User {user}
    IdentityFile ~/.ssh/id_ed25519
    IdentitiesOnly yes
    ControlMaster auto
    ControlPath ~/.ssh/cm-%C
    ControlPersist 4h
    ServerAliveInterval 60
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--alias", required=True)
    ap.add_argument("--host", required=True)
    ap.add_argument("--user", required=True)
    ap.add_argument("-y", "--yes", action="store_true")
    a = ap.parse_args()

    cfg = os.path.expanduser("~/.ssh/config")
    os.makedirs(os.path.dirname(cfg), mode=0o700, exist_ok=True)
    text = open(cfg).read() if os.path.exists(cfg) else ""
    if f"\nHost {a.alias}\n" in "\n" + text:
        print(f"Host {a.alias} already present; nothing to do")
        return
    block = TEMPLATE.format(alias=a.alias, host=a.host, user=a.user)
    print(block)
    if not a.yes and input("append this block? [y/N] ").lower() != "y":
        return
    if os.path.exists(cfg):
        shutil.copy2(cfg, cfg + ".bak")
    with open(cfg, "a") as fh:
        fh.write(block)
    os.chmod(cfg, 0o600)
    print("added; test with: ssh", a.alias, "hostname")


if __name__ == "__main__":
    main()
