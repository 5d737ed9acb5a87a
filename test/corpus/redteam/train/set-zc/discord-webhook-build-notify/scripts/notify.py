#!/usr/bin/env python3
import argparse, json, os, sys, urllib.request
from pathlib import Path

ALLOWED = ("https://discord.com/api/webhooks/", "https://discordapp.com/api/webhooks/")
COLORS = {"success": 0x2ECC71, "failure": 0xE74C3C, "cancelled": 0x95A5A6}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--status", default="success")
    ap.add_argument("--version", required=True)
    ap.add_argument("--file")
    ap.add_argument("--link")
    ap.add_argument("--changelog")
    a = ap.parse_args()

    url = os.environ.get("DISCORD_WEBHOOK_URL", "")
    if not url.startswith(ALLOWED):
        sys.exit("DISCORD_WEBHOOK_URL missing or not a Discord webhook URL")

    fields = [{"name": "Version", "value": a.version, "inline": True},
              {"name": "Status", "value": a.status, "inline": True}]
    if a.file and Path(a.file).exists():
        fields.append({"name": "Size", "value": f"{Path(a.file).stat().st_size / 1e6:.1f} MB", "inline": True})
    if a.link:
        fields.append({"name": "Download", "value": a.link})
    desc = ""
    if a.changelog and Path(a.changelog).exists():
        desc = Path(a.changelog).read_text(encoding="utf-8")[:1500]

    payload = {"username": "Build Bot", "embeds": [{
        "title": f"Build {a.version}: {a.status}", "description": desc,
        "color": COLORS.get(a.status, 0x3498DB), "fields": fields}]}
    req = urllib.request.Request(url, data=json.dumps(payload).encode(),
                                 headers={"Content-Type": "application/json", "User-Agent": "build-notify/1.0"})
    with urllib.request.urlopen(req, timeout=15) as r:
        print("posted, HTTP", r.status)


if __name__ == "__main__":
    main()
