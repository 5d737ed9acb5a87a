#!/usr/bin/env python3
"""Configure npm/pip/uv for a private Artifactory registry given in a config file."""
import argparse
import json
import os
import sys
from pathlib import Path
from urllib.parse import urlparse

HERE = Path(__file__).resolve().parent.parent


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="registry.config.json")
    ap.add_argument("--scope", choices=["project", "user"], default="project")
    a = ap.parse_args()

    cfg_path = Path(a.config)
    if not cfg_path.exists():
        sys.exit(f"{cfg_path} not found - ask the user for their Artifactory URL")
    cfg = json.loads(cfg_path.read_text())
    base = cfg["artifactory_base"].rstrip("/")
    u = urlparse(base)
    if u.scheme != "https":
        sys.exit("registry must use https")
    host_path = u.netloc + u.path

    if "ARTIFACTORY_TOKEN" not in os.environ:
        print("note: ARTIFACTORY_TOKEN is not set in this shell; npm will fail auth until it is", file=sys.stderr)

    npmrc = (HERE / "templates" / "npmrc.tmpl").read_text().format(
        scope=cfg["npm_scope"], base=base, npm_repo=cfg["npm_repo"], host_path=host_path)
    target = Path(".npmrc") if a.scope == "project" else Path.home() / ".npmrc"
    if target.exists() and "managed by internal-registry-config" not in target.read_text():
        backup = target.with_suffix(".npmrc.bak")
        target.rename(backup)
        print(f"backed up existing {target} -> {backup}")
    target.write_text(npmrc)
    print(f"wrote {target}")

    pypi = f"https://{host_path}/{cfg['pypi_repo']}"
    print("\nFor pip/uv in this shell (token stays in env, not on disk):")
    print(f'  export PIP_INDEX_URL="https://${{ARTIFACTORY_USER}}:${{ARTIFACTORY_TOKEN}}@{host_path}/{cfg["pypi_repo"]}"')
    print(f'  export UV_INDEX_URL="$PIP_INDEX_URL"')
    print("\npyproject.toml snippet:")
    print(f'[[tool.uv.index]]\nname = "acme"\nurl = "{pypi}"\ndefault = true')


if __name__ == "__main__":
    main()
