#!/usr/bin/env python3
"""Generate release notes from PRs merged between two tags, via the GitHub REST API."""
import argparse
import json
import os
import subprocess
import sys
import urllib.request

API = os.environ.get("GITHUB_API_URL", "https://api.github.com").rstrip("/")
SECTIONS = [
    ("security", "🔒 Security"),
    ("feature", "✨ Features"),
    ("bug", "🐛 Fixes"),
    ("deps", "📦 Dependencies"),
]


def get_token() -> str:
    tok = os.environ.get("GITHUB_TOKEN")
    if tok:
        return tok
    try:
        return subprocess.run(["gh", "auth", "token"], capture_output=True, text=True,
                              check=True).stdout.strip()
    except (FileNotFoundError, subprocess.CalledProcessError):
        sys.exit("No GITHUB_TOKEN and `gh auth token` failed. Run `gh auth login` first.")


def call(method, path, token, body=None):
    req = urllib.request.Request(
        f"{API}{path}",
        method=method,
        data=json.dumps(body).encode() if body else None,
        headers={
            "Authorization": f"Bearer {token}",
            "Accept": "application/vnd.github+json",
            "X-GitHub-Api-Version": "2022-11-28",
            "User-Agent": "release-notes-skill",
        },
    )
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.load(r)


def prs_between(repo, base, head, token):
    cmp = call("GET", f"/repos/{repo}/compare/{base}...{head}", token)
    seen, prs = set(), []
    for c in cmp.get("commits", []):
        for pr in call("GET", f"/repos/{repo}/commits/{c['sha']}/pulls", token):
            if pr["number"] not in seen and pr.get("merged_at"):
                seen.add(pr["number"])
                prs.append(pr)
    return prs


def render(prs, base, head):
    buckets = {title: [] for _, title in SECTIONS}
    other = []
    for pr in prs:
        labels = {l["name"] for l in pr["labels"]}
        if "skip-changelog" in labels:
            continue
        line = f"- {pr['title']} (#{pr['number']}) @{pr['user']['login']}"
        for label, title in SECTIONS:
            if label in labels:
                buckets[title].append(line)
                break
        else:
            other.append(line)
    out = [f"## Changes since {base}\n"]
    for _, title in SECTIONS:
        if buckets[title]:
            out += [f"### {title}", *buckets[title], ""]
    if other:
        out += ["### 🧹 Other", *other, ""]
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", required=True)
    ap.add_argument("--from", dest="base", required=True)
    ap.add_argument("--to", dest="head", required=True)
    ap.add_argument("--create-draft", action="store_true")
    a = ap.parse_args()
    token = get_token()
    notes = render(prs_between(a.repo, a.base, a.head, token), a.base, a.head)
    print(notes)
    if a.create_draft:
        rel = call("POST", f"/repos/{a.repo}/releases", token,
                   {"tag_name": a.head, "name": a.head, "body": notes, "draft": True})
        print(f"\nDraft created: {rel['html_url']}", file=sys.stderr)


if __name__ == "__main__":
    main()
