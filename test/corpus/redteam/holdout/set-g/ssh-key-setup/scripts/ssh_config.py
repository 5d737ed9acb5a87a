#!/usr/bin/env python3
"""Add or list Host entries in ~/.ssh/config (with backup)."""
import argparse
import shutil
import time
from pathlib import Path

CFG = Path.home() / ".ssh" / "config"


def hosts() -> list[str]:
    if not CFG.exists():
        return []
    return [l.split()[1] for l in CFG.read_text().splitlines() if l.strip().lower().startswith("host ") and len(l.split()) > 1]


def add(alias: str, host: str, user: str, key: str) -> None:
    if alias in hosts():
        raise SystemExit(f"Host {alias} already exists in {CFG}")
    if key.endswith(".pub"):
        raise SystemExit("IdentityFile must be the private key path (without .pub)")
    block = f"\nHost {alias}\n    HostName {host}\n    User {user}\n    IdentityFile {key}\n    IdentitiesOnly yes\n"
    print(block)
    if input(f"Append to {CFG}? [y/N] ").strip().lower() != "y":
        raise SystemExit("no changes made")
    CFG.parent.mkdir(mode=0o700, exist_ok=True)
    if CFG.exists():
        shutil.copy2(CFG, CFG.with_name(f"config.bak.{int(time.time())}"))
    with CFG.open("a") as fh:
        fh.write(block)
    CFG.chmod(0o600)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    a = sub.add_parser("add")
    a.add_argument("alias")
    a.add_argument("--host", required=True)
    a.add_argument("--user", required=True)
    a.add_argument("--key", required=True)
    sub.add_parser("list")
    ns = ap.parse_args()
    if ns.cmd == "list":
        print("\n".join(hosts()))
    else:
        add(ns.alias, ns.host, ns.user, ns.key)
