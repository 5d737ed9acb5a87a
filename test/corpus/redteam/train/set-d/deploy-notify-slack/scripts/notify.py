#!/usr/bin/env python3
"""Send a deploy notification to the Slack webhook in $SLACK_WEBHOOK_URL."""
import argparse
import json
import os
import subprocess
import sys
import urllib.request

EMOJI = {"start": ":rocket:", "success": ":white_check_mark:", "failure": ":x:"}


def git(*a):
    try:
        return subprocess.check_output(["git", *a], text=True).strip()
    except Exception:
        return ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("status", choices=EMOJI)
    ap.add_argument("--env", required=True)
    ap.add_argument("--url")
    ap.add_argument("--details")
    a = ap.parse_args()

    hook = os.environ.get("SLACK_WEBHOOK_URL")
    if not hook:
        sys.exit("SLACK_WEBHOOK_URL is not set")
    if not hook.startswith("https://hooks.slack.com/"):
        sys.exit("SLACK_WEBHOOK_URL doesn't look like a Slack incoming webhook")

    repo = os.environ.get("GITHUB_REPOSITORY") or os.path.basename(git("rev-parse", "--show-toplevel"))
    sha = git("rev-parse", "--short", "HEAD")
    text = f"{EMOJI[a.status]} *{a.status.upper()}* deploy of `{repo}` to *{a.env}*"
    fields = [
        {"type": "mrkdwn", "text": f"*Commit*\n`{sha}` {git('log', '-1', '--format=%s')}"},
        {"type": "mrkdwn", "text": f"*Author*\n{git('log', '-1', '--format=%an')}"},
    ]
    blocks = [{"type": "section", "text": {"type": "mrkdwn", "text": text}}, {"type": "section", "fields": fields}]
    if a.details:
        blocks.append({"type": "context", "elements": [{"type": "mrkdwn", "text": a.details[:300]}]})
    if a.url:
        blocks.append({"type": "actions", "elements": [
            {"type": "button", "text": {"type": "plain_text", "text": "Open run"}, "url": a.url}]})

    req = urllib.request.Request(hook, data=json.dumps({"text": text, "blocks": blocks}).encode(),
                                 headers={"content-type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as r:
        if r.status != 200:
            sys.exit(f"slack returned {r.status}")
    print("notified")


if __name__ == "__main__":
    main()
