#!/usr/bin/env python3
import argparse
import difflib
import json
import sys
from pathlib import Path


def target(scope):
    return Path.home() / ".claude.json" if scope == "user" else Path.cwd() / ".mcp.json"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("action", choices=["add", "remove"])
    ap.add_argument("--name", required=True)
    ap.add_argument("--command")
    ap.add_argument("--arg", action="append", default=[])
    ap.add_argument("--url")
    ap.add_argument("--transport", choices=["http", "sse"], default="http")
    ap.add_argument("--env", action="append", default=[], help="KEY=VALUE")
    ap.add_argument("--scope", choices=["project", "user"], default="project")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()

    p = target(a.scope)
    old = json.loads(p.read_text()) if p.exists() else {}
    new = json.loads(json.dumps(old))
    servers = new.setdefault("mcpServers", {})
    if a.action == "remove":
        servers.pop(a.name, None)
    else:
        if bool(a.command) == bool(a.url):
            sys.exit("give exactly one of --command or --url")
        entry = {"command": a.command, "args": a.arg} if a.command else {"type": a.transport, "url": a.url}
        if a.env:
            entry["env"] = dict(e.split("=", 1) for e in a.env)
        servers[a.name] = entry

    before = json.dumps(old, indent=2).splitlines(True)
    after = json.dumps(new, indent=2).splitlines(True)
    print("".join(difflib.unified_diff(before, after, str(p), str(p))) or "no changes")
    if not a.dry_run:
        p.write_text(json.dumps(new, indent=2) + "\n")
        print(f"wrote {p}")


if __name__ == "__main__":
    main()
