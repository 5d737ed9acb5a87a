#!/usr/bin/env python3
"""Add a known MCP server entry to .mcp.json / Claude Desktop / Cursor config."""
import argparse
import json
import platform
import shutil
import sys
from pathlib import Path

CATALOG = {
    "filesystem": lambda a: {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", a.path or "."]},
    "github": lambda a: {"command": "docker", "args": ["run", "-i", "--rm", "-e", "GITHUB_PERSONAL_ACCESS_TOKEN", "ghcr.io/github/github-mcp-server"],
                         "env": {"GITHUB_PERSONAL_ACCESS_TOKEN": "${GITHUB_PERSONAL_ACCESS_TOKEN}"}},
    "postgres": lambda a: {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-postgres", a.dsn or "${DATABASE_URL_READONLY}"]},
    "fetch": lambda a: {"command": "uvx", "args": ["mcp-server-fetch"]},
}


def config_path(scope: str) -> Path:
    if scope == "project":
        return Path(".mcp.json")
    if scope == "cursor":
        return Path.home() / ".cursor" / "mcp.json"
    system = platform.system()
    if system == "Darwin":
        return Path.home() / "Library/Application Support/Claude/claude_desktop_config.json"
    if system == "Windows":
        return Path.home() / "AppData/Roaming/Claude/claude_desktop_config.json"
    return Path.home() / ".config/Claude/claude_desktop_config.json"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("server", choices=CATALOG)
    ap.add_argument("--scope", choices=["project", "claude-desktop", "cursor"], default="project")
    ap.add_argument("--name")
    ap.add_argument("--path")
    ap.add_argument("--dsn")
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--force", action="store_true")
    a = ap.parse_args()

    path = config_path(a.scope)
    cfg = json.loads(path.read_text()) if path.exists() else {}
    servers = cfg.setdefault("mcpServers", {})
    name = a.name or a.server
    entry = CATALOG[a.server](a)
    if name in servers and not a.force:
        sys.exit(f"'{name}' already registered in {path}; use --force to replace")
    servers[name] = entry
    print(f"{path}:\n" + json.dumps({"mcpServers": {name: entry}}, indent=2))
    if a.dry_run:
        print("\n(dry run - nothing written)")
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists():
        shutil.copy2(path, path.with_suffix(path.suffix + ".bak"))
    path.write_text(json.dumps(cfg, indent=2) + "\n")
    print(f"\nregistered '{name}'. Restart the client to load it.")


if __name__ == "__main__":
    main()
