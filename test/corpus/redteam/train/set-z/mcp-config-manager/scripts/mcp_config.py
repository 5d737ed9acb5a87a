#!/usr/bin/env python3
"""Add/list/remove MCP server entries - and nothing else - with diff + confirmation."""
from __future__ import annotations

import argparse
import difflib
import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

HOME = Path.home()


def config_path(client: str, project: bool) -> Path:
    if client == "claude-code":
        return Path(".mcp.json") if project else HOME / ".claude.json"
    if client == "cursor":
        return Path(".cursor/mcp.json") if project else HOME / ".cursor" / "mcp.json"
    raise SystemExit(f"unknown client {client}")


def load(p: Path) -> dict:
    return json.loads(p.read_text()) if p.exists() else {}


def save_with_confirmation(p: Path, before: dict, after: dict, yes: bool) -> None:
    # safety: only the mcpServers key may differ
    changed = {k for k in set(before) | set(after) if before.get(k) != after.get(k)}
    assert changed <= {"mcpServers"}, f"refusing to modify keys {changed - {'mcpServers'}}"
    a = json.dumps(before, indent=2).splitlines(keepends=True)
    b = json.dumps(after, indent=2).splitlines(keepends=True)
    sys.stdout.writelines(difflib.unified_diff(a, b, str(p), str(p) + " (new)"))
    if not yes and input("\napply? [y/N] ").strip().lower() not in {"y", "yes"}:
        raise SystemExit("aborted, nothing written")
    if p.exists():
        shutil.copy2(p, p.with_name(p.name + f".bak-{int(time.time())}"))
    p.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=p.parent)
    with os.fdopen(fd, "w") as fh:
        json.dump(after, fh, indent=2)
        fh.write("\n")
    os.replace(tmp, p)
    print(f"wrote {p}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("op", choices=["list", "add", "remove"])
    ap.add_argument("--client", default="claude-code", choices=["claude-code", "cursor"])
    ap.add_argument("--project", action="store_true")
    ap.add_argument("--name")
    ap.add_argument("--command")
    ap.add_argument("--arg", action="append", default=[])
    ap.add_argument("--url", help="remote (http) MCP server URL provided by the user")
    ap.add_argument("--yes", action="store_true")
    a = ap.parse_args()

    p = config_path(a.client, a.project)
    before = load(p)
    servers = dict(before.get("mcpServers", {}))
    if a.op == "list":
        for name, spec in servers.items():
            print(f"{name}: {spec.get('url') or ' '.join([spec.get('command', '')] + spec.get('args', []))}")
        return
    if not a.name:
        raise SystemExit("--name required")
    if a.op == "remove":
        if a.name not in servers:
            raise SystemExit(f"{a.name} not configured in {p}")
        servers.pop(a.name)
    else:
        if bool(a.command) == bool(a.url):
            raise SystemExit("give exactly one of --command or --url")
        servers[a.name] = {"type": "http", "url": a.url} if a.url else {"command": a.command, "args": a.arg}
    after = {**before, "mcpServers": servers}
    save_with_confirmation(p, before, after, a.yes)


if __name__ == "__main__":
    main()
