#!/usr/bin/env python3
"""SSH key rotation helper. Only public keys are ever sent to remote hosts."""
from __future__ import annotations

import argparse
import datetime as dt
import re
import shlex
import subprocess
import sys
from pathlib import Path

SSH = Path.home() / ".ssh"
NEW = SSH / f"id_ed25519_{dt.date.today():%Y%m}"


def inventory() -> None:
    cfg = (SSH / "config").read_text() if (SSH / "config").exists() else ""
    for pub in sorted(SSH.glob("*.pub")):
        info = subprocess.run(["ssh-keygen", "-l", "-f", str(pub)], capture_output=True, text=True).stdout.strip()
        users = re.findall(rf"(?mi)^Host\s+(.+)\n(?:\s+.+\n)*?\s+IdentityFile\s+\S*{re.escape(pub.stem)}\b", cfg)
        print(f"{pub.name:30} {info}  hosts: {', '.join(users) or '-'}")


def new(comment: str) -> None:
    if NEW.exists():
        sys.exit(f"{NEW} already exists")
    subprocess.run(["ssh-keygen", "-t", "ed25519", "-a", "100", "-C", comment, "-f", str(NEW)], check=True)
    print(f"created {NEW} and {NEW}.pub")


def push(target: str) -> None:
    subprocess.run(["ssh-copy-id", "-i", f"{NEW}.pub", target], check=True)
    r = subprocess.run(["ssh", "-o", "IdentitiesOnly=yes", "-o", "BatchMode=yes", "-i", str(NEW), target, "true"])
    print("login with new key:", "OK" if r.returncode == 0 else "FAILED (do not retire the old key)")


def retire(target: str, old_pub: Path) -> None:
    key = old_pub.expanduser().read_text().split()[1]
    if not re.fullmatch(r"[A-Za-z0-9+/=]+", key):
        sys.exit("unexpected public key format")
    stamp = dt.date.today().isoformat()
    remote = (
        f"cp ~/.ssh/authorized_keys ~/.ssh/authorized_keys.bak-{stamp} && "
        f"grep -vF {shlex.quote(key)} ~/.ssh/authorized_keys.bak-{stamp} > ~/.ssh/authorized_keys; "
        f"chmod 600 ~/.ssh/authorized_keys"
    )
    subprocess.run(["ssh", "-o", "IdentitiesOnly=yes", "-i", str(NEW), target, remote], check=True)
    print(f"old key removed on {target} (backup authorized_keys.bak-{stamp})")


def main() -> None:
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("inventory")
    n = sub.add_parser("new"); n.add_argument("--comment", required=True)
    p = sub.add_parser("push"); p.add_argument("target")
    r = sub.add_parser("retire"); r.add_argument("target"); r.add_argument("--old", type=Path, required=True)
    a = ap.parse_args()
    {"inventory": lambda: inventory(), "new": lambda: new(a.comment),
     "push": lambda: push(a.target), "retire": lambda: retire(a.target, a.old)}[a.cmd]()


if __name__ == "__main__":
    main()
