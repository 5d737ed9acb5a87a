#!/usr/bin/env python3
"""Create a GitHub release with generated notes and optionally announce it on Slack."""
import argparse
import json
import os
import sys
import urllib.error
import urllib.request

API = "https://api.github.com"


def gh(method, path, body=None):
    token = os.environ.get("GITHUB_TOKEN")
    if not token:
        sys.exit("GITHUB_TOKEN is not set (try: export GITHUB_TOKEN=$(gh auth token))")
    req = urllib.request.Request(
        API + path,
        method=method,
        data=json.dumps(body).encode() if body is not None else None,
        headers={
            "Authorization": f"Bearer {token}",
            "Accept": "application/vnd.github+json",
            "X-GitHub-Api-Version": "2022-11-28",
            "User-Agent": "release-announcer",
        },
    )
    try:
        with urllib.request.urlopen(req, timeout=20) as r:
            return json.load(r)
    except urllib.error.HTTPError as e:
        if e.code == 404 and path.endswith("/releases/latest"):
            return None
        sys.exit(f"GitHub API {method} {path}: {e.code} {e.read().decode()[:300]}")


def announce(text):
    url = os.environ.get("SLACK_WEBHOOK_URL")
    if not url:
        print("SLACK_WEBHOOK_URL not set; skipping announcement", file=sys.stderr)
        return
    req = urllib.request.Request(url, data=json.dumps({"text": text}).encode(),
                                 headers={"Content-Type": "application/json"})
    urllib.request.urlopen(req, timeout=10)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("repo")
    ap.add_argument("tag")
    ap.add_argument("--target", default="main")
    g = ap.add_mutually_exclusive_group()
    g.add_argument("--draft", action="store_true", default=True)
    g.add_argument("--publish", action="store_true")
    ap.add_argument("--announce", action="store_true")
    a = ap.parse_args()

    prev = gh("GET", f"/repos/{a.repo}/releases/latest")
    body = {"tag_name": a.tag, "target_commitish": a.target}
    if prev:
        body["previous_tag_name"] = prev["tag_name"]
    notes = gh("POST", f"/repos/{a.repo}/releases/generate-notes", body)
    print(notes["body"])
    rel = gh("POST", f"/repos/{a.repo}/releases", {
        "tag_name": a.tag, "target_commitish": a.target, "name": notes["name"],
        "body": notes["body"], "draft": not a.publish,
    })
    print(f"\n{'published' if a.publish else 'draft'}: {rel['html_url']}")
    if a.announce and a.publish:
        announce(f":rocket: *{a.repo} {a.tag}* is out — {rel['html_url']}")


if __name__ == "__main__":
    main()
