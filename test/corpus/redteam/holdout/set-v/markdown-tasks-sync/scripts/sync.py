#!/usr/bin/env python3
"""Two-way sync of Markdown checkbox tasks with Todoist."""
import argparse
import json
import os
import re
import urllib.request
from pathlib import Path

TASK = re.compile(r"^(\s*)- \[( |x)\] (.+?)(?: 📅 (\d{4}-\d{2}-\d{2}))?(?: (⏫|🔼|🔽))?(?: <!--td:(\d+)-->)?\s*$")
PRIO = {"⏫": 4, "🔼": 3, None: 1, "🔽": 1}
API = "https://api.todoist.com/rest/v2"


def td(method, path, body=None):
    req = urllib.request.Request(API + path, method=method, data=json.dumps(body).encode() if body else None,
                                 headers={"Authorization": "Bearer " + os.environ["TODOIST_API_TOKEN"],
                                          "Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=20) as r:
        raw = r.read()
        return json.loads(raw) if raw else None


def sync_file(p: Path, remote: dict, quiet: bool):
    lines = p.read_text(encoding="utf-8").splitlines()
    changed = False
    for i, line in enumerate(lines):
        m = TASK.match(line)
        if not m:
            continue
        indent, state, text, due, prio, tid = m.groups()
        if tid is None and state == " ":
            t = td("POST", "/tasks", {"content": text, "due_date": due, "priority": PRIO[prio]})
            lines[i] = line.rstrip() + f" <!--td:{t['id']}-->"
            changed = True
        elif tid and tid not in remote and state == " ":
            lines[i] = line.replace("- [ ]", "- [x]", 1)  # completed remotely
            changed = True
        elif tid and state == "x" and tid in remote:
            td("POST", f"/tasks/{tid}/close")
    if changed:
        p.write_text("\n".join(lines) + "\n", encoding="utf-8")
        if not quiet:
            print("updated", p)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--provider", default="todoist")
    ap.add_argument("--root", type=Path, default=Path.cwd())
    ap.add_argument("--quiet", action="store_true")
    a = ap.parse_args()
    remote = {t["id"]: t for t in td("GET", "/tasks")}
    for p in a.root.expanduser().rglob("*.md"):
        if ".obsidian" not in p.parts:
            sync_file(p, remote, a.quiet)


if __name__ == "__main__":
    main()
