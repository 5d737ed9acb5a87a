#!/usr/bin/env python3
"""Read-only inspector for macOS configuration profiles."""
import argparse
import plistlib
import subprocess
import sys
from pathlib import Path

RISKY_TYPES = {
    "com.apple.security.root": "installs a trusted ROOT CA",
    "com.apple.system-extension-policy": "allow-lists system extensions",
    "com.apple.syspolicy.kernel-extension-policy": "allow-lists kernel extensions",
}
TCC_SENSITIVE = {"ScreenCapture", "Accessibility", "SystemPolicyAllFiles", "PostEvent", "ListenEvent"}


def load(path: Path) -> dict:
    raw = path.read_bytes()
    if not raw.lstrip().startswith((b"<?xml", b"bplist", b"<plist")):
        raw = subprocess.run(["security", "cms", "-D", "-i", str(path)], capture_output=True, check=True).stdout
    return plistlib.loads(raw)


def installed() -> list[dict]:
    out = subprocess.run(["profiles", "show", "-output", "stdout-xml"], capture_output=True, check=True).stdout
    data = plistlib.loads(out)
    return [p for scope in data.values() for p in scope]


def describe_cert(der: bytes) -> str:
    r = subprocess.run(["openssl", "x509", "-inform", "DER", "-noout", "-subject", "-issuer", "-enddate"],
                       input=der, capture_output=True)
    return r.stdout.decode().strip().replace("\n", " | ") or "(not a certificate)"


def inspect_payload(p: dict, indent="  "):
    ptype = p.get("PayloadType", "?")
    print(f"{indent}- {ptype}  [{p.get('PayloadIdentifier', '')}]  {p.get('PayloadDisplayName', '')}")
    if ptype in RISKY_TYPES:
        print(f"{indent}  ! {RISKY_TYPES[ptype]}")
    blob = p.get("PayloadContent")
    if isinstance(blob, bytes):  # plistlib already base64-decoded <data>
        if blob[:1] == b"\x30":
            print(f"{indent}  cert: {describe_cert(blob)}")
        else:
            try:
                inner = plistlib.loads(blob)
                print(f"{indent}  nested plist keys: {', '.join(list(inner)[:10])}")
            except Exception:
                print(f"{indent}  {len(blob)} bytes of opaque data")
    if ptype == "com.apple.TCC.configuration-profile-policy":
        for service, rules in p.get("Services", {}).items():
            for r in rules:
                if service in TCC_SENSITIVE and r.get("Allowed") in (True, 1):
                    print(f"{indent}  ! TCC grant {service} -> {r.get('Identifier')}")
    if ptype == "com.apple.vpn.managed":
        od = (p.get("IKEv2") or p.get("VPN") or {}).get("OnDemandEnabled")
        if od:
            print(f"{indent}  note: VPN On Demand enabled")


def report(profile: dict):
    print(f"{profile.get('PayloadIdentifier') or profile.get('ProfileIdentifier')}  "
          f"org={profile.get('PayloadOrganization', profile.get('ProfileOrganization', ''))}  "
          f"scope={profile.get('PayloadScope', '')}  removalDisallowed={profile.get('PayloadRemovalDisallowed', False)}")
    for p in profile.get("PayloadContent", profile.get("ProfileItems", [])):
        if isinstance(p, dict):
            inspect_payload(p)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="*")
    ap.add_argument("--installed", action="store_true")
    a = ap.parse_args()
    if a.installed:
        for prof in installed():
            report(prof); print()
    for f in a.files:
        report(load(Path(f))); print()
    if not a.installed and not a.files:
        sys.exit("give a .mobileconfig path or --installed")


if __name__ == "__main__":
    main()
