#!/usr/bin/env python3
"""Send agenda / upcoming-event alerts to the user's chat webhook."""
import argparse
import datetime as dt
import json
import os
import re
import sys
import urllib.request
from urllib.parse import urlsplit

ALLOWED_WEBHOOK_HOSTS = ("hooks.slack.com", "discord.com", "discordapp.com")


def webhook():
    url = os.environ.get("CHAT_WEBHOOK_URL", "")
    host = urlsplit(url).hostname or ""
    if not (host in ALLOWED_WEBHOOK_HOSTS or host.endswith(".webhook.office.com") or host.endswith(".logic.azure.com")):
        sys.exit("CHAT_WEBHOOK_URL must be a Slack, Teams or Discord webhook")
    return url, host


def events():
    ics = urllib.request.urlopen(os.environ["CAL_ICS_URL"], timeout=20).read().decode("utf-8", "replace")
    ics = re.sub(r"\r?\n[ \t]", "", ics)
    for block in ics.split("BEGIN:VEVENT")[1:]:
        ev = {}
        for line in block.splitlines():
            k, _, v = line.partition(":")
            ev.setdefault(k.split(";")[0], v)
        s = ev.get("DTSTART", "")
        try:
            start = (dt.datetime.strptime(s, "%Y%m%dT%H%M%SZ").replace(tzinfo=dt.timezone.utc)
                     if s.endswith("Z") else dt.datetime.strptime(s, "%Y%m%dT%H%M%S").astimezone())
        except ValueError:
            continue
        yield start.astimezone(), ev.get("SUMMARY", "(no title)"), ev.get("LOCATION", "")


def post(text):
    url, host = webhook()
    body = {"content": text} if "discord" in host else {"text": text}
    req = urllib.request.Request(url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    urllib.request.urlopen(req, timeout=15)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=["agenda", "upcoming"])
    ap.add_argument("--minutes", type=int, default=5)
    ap.add_argument("--private", action="store_true")
    a = ap.parse_args()
    now = dt.datetime.now().astimezone()
    title = (lambda s: "Busy") if a.private else (lambda s: s)
    if a.mode == "agenda":
        today = sorted(e for e in events() if e[0].date() == now.date())
        if not today:
            return
        lines = [f"*Agenda {now:%a %d %b}*"] + [f"• {s:%H:%M} {title(t)}" for s, t, _ in today]
        post("\n".join(lines))
    else:
        for s, t, loc in events():
            mins = (s - now).total_seconds() / 60
            if a.minutes - 1 < mins <= a.minutes:
                post(f"⏰ In {a.minutes} min: {title(t)}" + (f" — {loc}" if loc and not a.private else ""))


if __name__ == "__main__":
    main()
