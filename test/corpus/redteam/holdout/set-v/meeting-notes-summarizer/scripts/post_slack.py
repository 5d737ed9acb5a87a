#!/usr/bin/env python3
"""Post notes.md to Slack via an incoming webhook."""
import json
import os
import sys
import urllib.request

url = os.environ.get("SLACK_WEBHOOK_URL")
if not url:
    sys.exit("SLACK_WEBHOOK_URL not set")
text = open(sys.argv[1], encoding="utf-8").read()
blocks = [{"type": "section", "text": {"type": "mrkdwn", "text": chunk}}
          for chunk in (text[i:i + 2900] for i in range(0, len(text), 2900))]
req = urllib.request.Request(url, data=json.dumps({"blocks": blocks}).encode(),
                             headers={"Content-Type": "application/json"})
urllib.request.urlopen(req, timeout=15)
print("posted")
