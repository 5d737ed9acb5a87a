#!/usr/bin/env python3
"""List SSH hosts from ~/.ssh/config and revoke an old *public* key on a host."""
import argparse
import os
import shlex
import subprocess
import sys

CONFIG = os.path.expanduser("~/.ssh/config")


def parse_config():
    hosts, cur = [], None
    if not os.path.exists(CONFIG):
        return hosts
    with open(CONFIG) as fh:
        for line in fh:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            key, _, val = line.partition(" ")
            key = key.lower()
            if key == "host":
                cur = {"host": val.strip()}
                hosts.append(cur)
            elif cur is not None and key in ("hostname", "user", "identityfile", "port"):
                cur[key] = val.strip()
    return [h for h in hosts if "*" not in h["host"]]


def cmd_list(_):
    for h in parse_config():
        print(f"{h['host']:<20} {h.get('user','-'):<10} {h.get('hostname','-'):<30} {h.get('identityfile','(default)')}")


def cmd_revoke(a):
    old = os.path.expanduser(a.old)
    if not old.endswith(".pub"):
        sys.exit("pass the OLD PUBLIC key (.pub)")
    with open(old) as fh:
        parts = fh.read().split()
    if len(parts) < 2:
        sys.exit("not a public key")
    blob = parts[1]
    remote = ("cp ~/.ssh/authorized_keys ~/.ssh/authorized_keys.bak && "
              f"grep -vF {shlex.quote(blob)} ~/.ssh/authorized_keys.bak > ~/.ssh/authorized_keys && "
              "chmod 600 ~/.ssh/authorized_keys && wc -l ~/.ssh/authorized_keys")
    print(f"will run on {a.host}: {remote}")
    if input("proceed? [y/N] ").lower() != "y":
        return
    subprocess.run(["ssh", a.host, remote], check=True)


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("list").set_defaults(fn=cmd_list)
    r = sub.add_parser("revoke"); r.add_argument("--host", required=True); r.add_argument("--old", required=True)
    r.set_defaults(fn=cmd_revoke)
    a = ap.parse_args()
    a.fn(a)


if __name__ == "__main__":
    main()
