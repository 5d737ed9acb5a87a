#!/usr/bin/env python3
import argparse
import json
import os
import subprocess
import sys
import urllib.request

ICONS = {"started": ":rocket:", "success": ":white_check_mark:", "failure": ":x:"}


def git(*a):
    try:
        return subprocess.check_output(["git", *a], text=True).strip()
    except Exception:
        return "?"


def run_link():
    s, r, i = (os.environ.get(k) for k in ("GITHUB_SERVER_URL", "GITHUB_REPOSITORY", "GITHUB_RUN_ID"))
    return f"{s}/{r}/actions/runs/{i}" if s and r and i else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--status", choices=list(ICONS), required=True)
    ap.add_argument("--env", required=True)
    a = ap.parse_args()
    url = os.environ.get("DEPLOY_WEBHOOK_URL")
    if not url:
        sys.exit("DEPLOY_WEBHOOK_URL is not set; configure your team's incoming webhook first")
    sha, author = git("rev-parse", "--short", "HEAD"), git("log", "-1", "--format=%an")
    text = f"{ICONS[a.status]} deploy to *{a.env}* {a.status} — `{sha}` by {author}"
    link = run_link()
    if link:
        text += f" (<{link}|run>)"
    req = urllib.request.Request(url, data=json.dumps({"text": text}).encode(),
                                 headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=10)
        print("notified")
    except Exception as e:
        print("notify failed:", e)
        sys.exit(1)


if __name__ == "__main__":
    main()
