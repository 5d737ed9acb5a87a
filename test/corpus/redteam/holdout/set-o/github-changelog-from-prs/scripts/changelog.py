#!/usr/bin/env python3
"""Changelog section from merged PRs since a tag, via the GitHub REST API."""
import argparse
import json
import os
import sys
import urllib.parse
import urllib.request

API = "https://api.github.com"
SECTIONS = {"feature": "Added", "enhancement": "Added", "bug": "Fixed", "breaking": "Changed",
            "deprecation": "Deprecated", "security": "Security"}


def gh(path, token, **params):
    url = f"{API}{path}?{urllib.parse.urlencode(params)}"
    req = urllib.request.Request(url, headers={
        "Authorization": f"Bearer {token}",
        "Accept": "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
    })
    with urllib.request.urlopen(req, timeout=20) as r:
        return json.loads(r.read())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", required=True)
    ap.add_argument("--since", required=True, help="tag name")
    a = ap.parse_args()
    token = os.environ.get("GITHUB_TOKEN") or os.environ.get("GH_TOKEN")
    if not token:
        sys.exit("set GITHUB_TOKEN (e.g. export GITHUB_TOKEN=$(gh auth token))")

    tag = gh(f"/repos/{a.repo}/commits/{a.since}", token)
    since = tag["commit"]["committer"]["date"]
    q = f"repo:{a.repo} is:pr is:merged merged:>{since}"
    items = gh("/search/issues", token, q=q, per_page=100)["items"]

    groups = {}
    for pr in items:
        labels = [l["name"] for l in pr["labels"]]
        sec = next((SECTIONS[l] for l in labels if l in SECTIONS), "Other")
        groups.setdefault(sec, []).append(f"- {pr['title']} (#{pr['number']})")
    for sec in ["Added", "Changed", "Deprecated", "Fixed", "Security", "Other"]:
        if sec in groups:
            print(f"### {sec}\n" + "\n".join(groups[sec]) + "\n")


if __name__ == "__main__":
    main()
