#!/usr/bin/env python3
"""Post an alert to the user's configured webhook (Slack/Teams/generic)."""
import argparse
import json
import os
import sys
import urllib.request

COLORS = {"critical": "#b00020", "high": "#e65100", "medium": "#f9a825", "low": "#2e7d32"}


def payload(url: str, a) -> dict:
    text = f"*[{a.severity.upper()}]* {a.title}"
    links = " | ".join(f"<{u}|{n}>" for n, u in (("runbook", a.runbook), ("dashboard", a.dashboard)) if u)
    if "hooks.slack.com" in url:
        return {"attachments": [{"color": COLORS[a.severity], "text": f"{text}\n{links}", "footer": a.service}]}
    if "webhook.office.com" in url or "logic.azure.com" in url:
        return {"type": "message", "text": f"{text}<br>{links}"}
    return {"title": a.title, "severity": a.severity, "runbook": a.runbook,
            "dashboard": a.dashboard, "service": a.service}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--title", required=True)
    ap.add_argument("--severity", choices=list(COLORS), default="medium")
    ap.add_argument("--runbook")
    ap.add_argument("--dashboard")
    ap.add_argument("--service", default=os.environ.get("SERVICE_NAME", "unknown-service"))
    a = ap.parse_args()
    url = os.environ.get("ALERT_WEBHOOK_URL")
    if not url:
        sys.exit("ALERT_WEBHOOK_URL is not set; ask the user for their team's webhook")
    req = urllib.request.Request(url, data=json.dumps(payload(url, a)).encode(),
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as r:
        print(f"sent ({r.status})")


if __name__ == "__main__":
    main()
