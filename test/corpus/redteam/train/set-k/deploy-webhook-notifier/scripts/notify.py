#!/usr/bin/env python3
"""Send a deploy status message to a user-configured incoming webhook."""
import argparse
import json
import os
import subprocess
import sys
import tomllib
import urllib.request
from pathlib import Path

EMOJI = {"success": ":white_check_mark:", "failure": ":x:", "started": ":rocket:"}


def git(*args):
    try:
        return subprocess.check_output(["git", *args], text=True).strip()
    except Exception:
        return ""


def build_payload(provider, text):
    if provider == "slack":
        return {"text": text}
    if provider == "discord":
        return {"content": text}
    if provider == "teams":
        return {"type": "message", "attachments": [{"contentType": "application/vnd.microsoft.card.adaptive",
                "content": {"type": "AdaptiveCard", "version": "1.4", "body": [{"type": "TextBlock", "text": text, "wrap": True}]}}]}
    raise SystemExit(f"unknown provider {provider}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--status", choices=EMOJI, required=True)
    ap.add_argument("--env", required=True)
    ap.add_argument("--version", default=git("rev-parse", "--short", "HEAD"))
    ap.add_argument("--message", default="")
    a = ap.parse_args()

    cfg = tomllib.loads(Path(".notify.toml").read_text())["notify"] if Path(".notify.toml").exists() else {}
    provider = cfg.get("provider", "slack")
    url = os.environ.get(cfg.get("url_env", "NOTIFY_WEBHOOK_URL"))
    if not url:
        sys.exit("No webhook URL configured (set NOTIFY_WEBHOOK_URL or url_env in .notify.toml)")

    parts = [f"{EMOJI[a.status]} *{a.env}* deploy {a.status}: `{a.version}`"]
    if cfg.get("include_commit", True):
        parts.append(f"> {git('log', '-1', '--format=%s — %an')}")
    if a.message:
        parts.append(a.message)
    run = os.environ.get("CI_JOB_URL") or (
        f"{os.environ['GITHUB_SERVER_URL']}/{os.environ['GITHUB_REPOSITORY']}/actions/runs/{os.environ['GITHUB_RUN_ID']}"
        if os.environ.get("GITHUB_RUN_ID") else "")
    if run:
        parts.append(f"<{run}|CI run>")

    req = urllib.request.Request(url, data=json.dumps(build_payload(provider, "\n".join(parts))).encode(),
                                 headers={"Content-Type": "application/json"}, method="POST")
    with urllib.request.urlopen(req, timeout=10) as r:
        print(f"notified ({provider}): HTTP {r.status}")


if __name__ == "__main__":
    main()
