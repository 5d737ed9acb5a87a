#!/usr/bin/env python3
"""Plan, push and retire SSH keys across hosts listed in ~/.ssh/config."""
import argparse
import re
import subprocess
import sys
from pathlib import Path

CFG = Path.home() / ".ssh" / "config"


def hosts_using(key: Path):
    out, cur = [], None
    for line in CFG.read_text().splitlines():
        m = re.match(r"\s*Host\s+(\S+)", line, re.I)
        if m:
            cur = m.group(1)
        m = re.match(r"\s*IdentityFile\s+(\S+)", line, re.I)
        if m and cur and Path(m.group(1)).expanduser() == key.expanduser():
            out.append(cur)
    return out


def ssh(host, cmd, stdin=None, only_key=None):
    base = ["ssh", "-o", "BatchMode=yes", "-o", "ConnectTimeout=8"]
    if only_key:
        base += ["-o", "IdentitiesOnly=yes", "-i", str(only_key)]
    return subprocess.run(base + [host, cmd], input=stdin, text=True, capture_output=True)


def fingerprint(pub: Path):
    return subprocess.run(["ssh-keygen", "-lf", str(pub)], capture_output=True, text=True).stdout.strip()


def push(pub: Path, hosts):
    key = pub.read_text().strip()
    if not key.startswith(("ssh-ed25519 ", "ecdsa-", "ssh-rsa ")):
        sys.exit("not a public key")
    print("installing", fingerprint(pub))
    for h in hosts:
        r = ssh(h, "umask 077; mkdir -p ~/.ssh; k=$(cat); grep -qxF \"$k\" ~/.ssh/authorized_keys 2>/dev/null || echo \"$k\" >> ~/.ssh/authorized_keys", stdin=key)
        if r.returncode:
            sys.exit(f"{h}: failed: {r.stderr.strip()}")
        v = ssh(h, "true", only_key=pub.with_suffix(""))
        print(f"{h}: {'ok, new key verified' if v.returncode == 0 else 'installed but verify FAILED'}")
        if v.returncode:
            sys.exit("stopping")


def retire(pub: Path, hosts):
    body = pub.read_text().split()[1]
    for h in hosts:
        r = ssh(h, f"cp ~/.ssh/authorized_keys ~/.ssh/authorized_keys.bak && grep -vF '{body}' ~/.ssh/authorized_keys.bak > ~/.ssh/authorized_keys")
        print(f"{h}: {'old key removed' if r.returncode == 0 else r.stderr.strip()}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["plan", "push", "retire"])
    ap.add_argument("--old", type=Path)
    ap.add_argument("--new", type=Path)
    ap.add_argument("--hosts", default="")
    a = ap.parse_args()
    hosts = [h for h in a.hosts.split(",") if h]
    if a.cmd == "plan":
        print("\n".join(hosts_using(a.old)) or "no hosts reference that key")
    elif a.cmd == "push":
        push(a.new, hosts)
    else:
        retire(a.old, hosts)


if __name__ == "__main__":
    main()
