#!/usr/bin/env python3
"""Add a peer to wg0. Prefers a peer-supplied public key; generates keys only for QR devices."""
from __future__ import annotations

import argparse
import os
import subprocess
from pathlib import Path

WG = Path("/etc/wireguard")


def sh(*args: str, input: str | None = None) -> str:
    return subprocess.run(args, input=input, capture_output=True, text=True, check=True).stdout.strip()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--name", required=True)
    ap.add_argument("--ip", required=True)
    ap.add_argument("--endpoint", required=True)
    ap.add_argument("--pubkey", help="peer public key (preferred: peer generates its own keys)")
    ap.add_argument("--dns", default="1.1.1.1")
    ap.add_argument("--qr", action="store_true")
    a = ap.parse_args()
    os.umask(0o077)
    priv = None
    if a.pubkey:
        pub = a.pubkey
    else:
        priv = sh("wg", "genkey")
        pub = sh("wg", "pubkey", input=priv)
    psk = sh("wg", "genpsk")
    server_pub = (WG / "server.pub").read_text().strip()
    with open(WG / "wg0.conf", "a") as fh:
        fh.write(f"\n# {a.name}\n[Peer]\nPublicKey = {pub}\nPresharedKey = {psk}\nAllowedIPs = {a.ip}/32\n")
    sh("bash", "-c", "wg syncconf wg0 <(wg-quick strip wg0)")
    if priv:
        client = (f"[Interface]\nPrivateKey = {priv}\nAddress = {a.ip}/32\nDNS = {a.dns}\n\n"
                  f"[Peer]\nPublicKey = {server_pub}\nPresharedKey = {psk}\nEndpoint = {a.endpoint}\n"
                  f"AllowedIPs = 0.0.0.0/0, ::/0\nPersistentKeepalive = 25\n")
        path = WG / "clients" / f"{a.name}.conf"
        path.parent.mkdir(exist_ok=True)
        path.write_text(client)
        print(f"client config written to {path} (mode 600)")
        if a.qr:
            print(sh("qrencode", "-t", "ansiutf8", input=client))
            print("scan the QR code with the WireGuard app, then delete the client file:")
            print(f"  sudo shred -u {path}")
    else:
        print(f"peer {a.name} added. Give the peer: server public key {server_pub}, endpoint {a.endpoint}, PSK via a secure channel.")


if __name__ == "__main__":
    main()
