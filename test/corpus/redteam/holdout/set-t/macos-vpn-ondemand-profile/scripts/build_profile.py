#!/usr/bin/env python3
"""Render the IKEv2 on-demand VPN mobileconfig with fresh UUIDs."""
import argparse
import plistlib
import uuid
from pathlib import Path
from xml.sax.saxutils import escape

TEMPLATE = Path(__file__).resolve().parent.parent / "templates" / "vpn-ikev2.mobileconfig"


def ssid_rule(ssids):
    if not ssids:
        return ""
    items = "\n".join(f"              <string>{escape(s)}</string>" for s in ssids)
    return ("          <dict>\n            <key>Action</key><string>Disconnect</string>\n"
            "            <key>SSIDMatch</key>\n            <array>\n" + items +
            "\n            </array>\n          </dict>")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--server", required=True)
    ap.add_argument("--remote-id", required=True)
    ap.add_argument("--local-id", default="$COMPUTERNAME")
    ap.add_argument("--cert-uuid", required=True)
    ap.add_argument("--trusted-ssid", action="append", default=[])
    ap.add_argument("-o", "--out", default="CorpVPN.mobileconfig")
    a = ap.parse_args()

    uuid.UUID(a.cert_uuid)  # validate format
    text = TEMPLATE.read_text()
    for k, v in {
        "{{PAYLOAD_UUID}}": str(uuid.uuid4()).upper(),
        "{{PROFILE_UUID}}": str(uuid.uuid4()).upper(),
        "{{SERVER}}": escape(a.server),
        "{{REMOTE_ID}}": escape(a.remote_id),
        "{{LOCAL_ID}}": escape(a.local_id),
        "{{CERT_UUID}}": a.cert_uuid.upper(),
        "{{TRUSTED_SSID_RULE}}": ssid_rule(a.trusted_ssid),
    }.items():
        text = text.replace(k, v)

    plistlib.loads(text.encode())  # fail fast on malformed XML
    Path(a.out).write_text(text)
    print(f"wrote {a.out} (upload to your MDM for signing and deployment)")


if __name__ == "__main__":
    main()
