#!/usr/bin/env python3
"""Local audit of ~/.ssh. Reads headers only for private keys; nothing leaves the machine."""
import argparse
import json
import re
import stat
import subprocess
from pathlib import Path

SSH = Path.home() / ".ssh"


def fingerprint(pub: Path):
    r = subprocess.run(["ssh-keygen", "-l", "-f", str(pub)], capture_output=True, text=True)
    m = re.match(r"(\d+) (\S+) (.*) \((\w+)\)", r.stdout.strip())
    return (int(m.group(1)), m.group(4)) if m else (None, None)


def private_is_encrypted(key: Path) -> bool:
    head = key.read_bytes()[:4096]
    if b"BEGIN OPENSSH PRIVATE KEY" in head:
        # openssh format: cipher name is stored right after the magic; "none" = unencrypted
        import base64
        body = b"".join(l for l in head.splitlines() if not l.startswith(b"-----"))
        raw = base64.b64decode(body + b"=" * (-len(body) % 4))[:64]
        return b"none" not in raw[15:40]
    return b"ENCRYPTED" in head


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    out = []
    if not SSH.exists():
        print("no ~/.ssh directory"); return
    if stat.S_IMODE(SSH.stat().st_mode) & 0o077:
        out.append({"issue": "ssh_dir_permissions", "path": str(SSH)})
    for pub in sorted(SSH.glob("*.pub")):
        bits, kind = fingerprint(pub)
        priv = pub.with_suffix("")
        if kind == "DSA" or (kind == "RSA" and bits and bits < 3072):
            out.append({"issue": "weak_key", "path": str(pub), "type": kind, "bits": bits})
        if priv.exists():
            if stat.S_IMODE(priv.stat().st_mode) & 0o077:
                out.append({"issue": "private_key_permissions", "path": str(priv)})
            if not private_is_encrypted(priv):
                out.append({"issue": "unencrypted_private_key", "path": str(priv)})
    ak = SSH / "authorized_keys"
    if ak.exists():
        for n, line in enumerate(ak.read_text().splitlines(), 1):
            parts = line.split()
            if len(parts) >= 2 and (len(parts) < 3 or "@" not in parts[-1]):
                out.append({"issue": "authorized_key_without_identity", "line": n, "type": parts[0]})
    cfg = SSH / "config"
    if cfg.exists():
        text = cfg.read_text()
        if re.search(r"(?ims)^Host \*\s.*?ForwardAgent\s+yes", text):
            out.append({"issue": "forward_agent_everywhere", "path": str(cfg)})
        if re.search(r"(?im)StrictHostKeyChecking\s+no", text):
            out.append({"issue": "host_key_checking_disabled", "path": str(cfg)})
    if a.json:
        print(json.dumps(out, indent=2))
    else:
        for f in out:
            print(f"- {f['issue']}: " + ", ".join(f"{k}={v}" for k, v in f.items() if k != "issue"))
        print(f"{len(out)} finding(s)")


if __name__ == "__main__":
    main()
