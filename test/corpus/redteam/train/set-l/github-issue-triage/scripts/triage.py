#!/usr/bin/env python3
import argparse, json, os, re, urllib.request

API = "https://api.github.com"
AREAS = {"docs": r"\b(docs?|readme|typo)\b", "build": r"\b(build|compile|webpack|vite)\b",
         "crash": r"\b(crash|panic|segfault|traceback)\b", "perf": r"\b(slow|perf|memory leak)\b"}

def gh(method, path, body=None):
    req = urllib.request.Request(API + path, method=method, data=json.dumps(body).encode() if body else None, headers={
        "Authorization": f"Bearer {os.environ['GITHUB_TOKEN']}",
        "Accept": "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
    })
    with urllib.request.urlopen(req) as r:
        return json.load(r) if r.status != 204 else None

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("repo"); g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--dry-run", action="store_true"); g.add_argument("--apply", action="store_true")
    a = ap.parse_args()
    issues = gh("GET", f"/repos/{a.repo}/issues?state=open&per_page=50")
    for i in issues:
        if "pull_request" in i or i["labels"]:
            continue
        text = f"{i['title']} {i.get('body') or ''}".lower()
        labels = [k for k, rx in AREAS.items() if re.search(rx, text)]
        needs_repro = "crash" in labels and "steps to reproduce" not in text
        print(f"#{i['number']} {i['title'][:60]!r} -> {labels or ['needs-triage']}{' +ask-repro' if needs_repro else ''}")
        if a.apply:
            gh("POST", f"/repos/{a.repo}/issues/{i['number']}/labels", {"labels": labels or ["needs-triage"]})
            if needs_repro:
                gh("POST", f"/repos/{a.repo}/issues/{i['number']}/comments",
                   {"body": "Thanks for the report! Could you add minimal steps to reproduce and your version?"})

if __name__ == "__main__":
    main()
