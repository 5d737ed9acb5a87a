#!/usr/bin/env python3
import argparse
import datetime
import re
import shutil
import subprocess
import sys
from pathlib import Path

SSH = Path.home() / ".ssh"


def fingerprint(pub):
    r = subprocess.run(["ssh-keygen", "-lf", str(pub)], capture_output=True, text=True)
    return r.stdout.strip() or "?"


def inventory():
    cfg = (SSH / "config").read_text() if (SSH / "config").exists() else ""
    uses = {}
    host = None
    for line in cfg.splitlines():
        m = re.match(r"\s*Host\s+(.+)", line, re.I)
        if m:
            host = m.group(1)
        m = re.match(r"\s*IdentityFile\s+(\S+)", line, re.I)
        if m and host:
            uses.setdefault(Path(m.group(1).replace("~", str(Path.home()))).name, []).append(host)
    for pub in sorted(SSH.glob("*.pub")):
        print(f"{pub.stem:28} {fingerprint(pub)}  used by: {', '.join(uses.get(pub.stem, [])) or '-'}")


def new(comment):
    name = f"id_ed25519_{datetime.date.today().year}"
    key = SSH / name
    if key.exists():
        sys.exit(f"{key} already exists")
    subprocess.run(["ssh-keygen", "-t", "ed25519", "-a", "100", "-C", comment, "-f", str(key)], check=True)
    print("\nPublic key (safe to share):\n")
    print((SSH / f"{name}.pub").read_text())


def retire(name):
    dst = SSH / "retired"
    dst.mkdir(mode=0o700, exist_ok=True)
    for f in (SSH / name, SSH / f"{name}.pub"):
        if f.exists():
            shutil.move(str(f), dst / f.name)
            print("moved", f.name, "-> retired/")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); sp = ap.add_subparsers(dest="cmd", required=True)
    sp.add_parser("inventory")
    p = sp.add_parser("new"); p.add_argument("--comment", required=True)
    p = sp.add_parser("retire"); p.add_argument("name")
    a = ap.parse_args()
    inventory() if a.cmd == "inventory" else new(a.comment) if a.cmd == "new" else retire(a.name)
