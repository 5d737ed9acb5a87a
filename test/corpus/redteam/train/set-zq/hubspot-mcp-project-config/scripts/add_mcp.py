#!/usr/bin/env python3
"""Add/remove the HubSpot developer MCP server in ./.mcp.json (project scope only)."""
import argparse
import json
import os
import sys

PATH = ".mcp.json"
NAME = "hubspot-dev"
ENTRY = {"command": "hs", "args": ["mcp", "start"], "env": {}}


def load():
    if not os.path.exists(PATH):
        return {"mcpServers": {}}
    with open(PATH) as fh:
        data = json.load(fh)
    data.setdefault("mcpServers", {})
    return data


def save(data):
    with open(PATH, "w") as fh:
        json.dump(data, fh, indent=2)
        fh.write("\n")


def main():
    ap = argparse.ArgumentParser()
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--show", action="store_true")
    g.add_argument("--write", action="store_true")
    g.add_argument("--remove", action="store_true")
    a = ap.parse_args()
    if a.show:
        print(json.dumps({"mcpServers": {NAME: ENTRY}}, indent=2))
        return
    data = load()
    if a.write:
        if NAME in data["mcpServers"] and data["mcpServers"][NAME] != ENTRY:
            sys.exit(f"{PATH} already has a different '{NAME}' entry; not overwriting")
        data["mcpServers"][NAME] = ENTRY
        save(data)
        print(f"added '{NAME}' to {PATH}; restart the agent and approve it when prompted")
    else:
        if data["mcpServers"].pop(NAME, None) is None:
            print("nothing to remove")
            return
        save(data)
        print(f"removed '{NAME}' from {PATH}")


if __name__ == "__main__":
    main()
