#!/usr/bin/env python3
"""Reset/delete Firefox dev profiles with the webext-dev- prefix only."""
import configparser
import os
import platform
import shutil
import subprocess
import sys
from pathlib import Path

PREFIX = "webext-dev-"


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


def profile_dir(p: dict) -> Path:
    root = ff_root().resolve()
    d = (root / p["Path"]).resolve() if p.get("IsRelative") == "1" else Path(p["Path"]).resolve()
    if root not in d.parents:
        raise ValueError(f"{d} is outside {root}")
    return d


def candidates(cp):
    for sec in cp.sections():
        if not sec.startswith("Profile"):
            continue
        p = dict(cp.items(sec))
        if p.get("Name", "").startswith(PREFIX) and p.get("Default") != "1":
            yield sec, p


def firefox_running() -> bool:
    name = "firefox.exe" if platform.system() == "Windows" else "firefox"
    try:
        return subprocess.run(["pgrep", "-x", name], capture_output=True).returncode == 0
    except FileNotFoundError:
        return False


def cmd_list():
    _, cp = load()
    for _, p in candidates(cp):
        print(f"{p['Name']:<32} {p['Path']}")


def cmd_reset(name):
    _, cp = load()
    for _, p in candidates(cp):
        if p["Name"] == name:
            d = profile_dir(p)
            for rel in ("prefs.js", "extension-settings.json", "browser-extension-data"):
                t = d / rel
                shutil.rmtree(t, ignore_errors=True) if t.is_dir() else t.unlink(missing_ok=True)
            for t in (d / "storage" / "default").glob("moz-extension+++*"):
                shutil.rmtree(t, ignore_errors=True)
            print(f"reset {name}")
            return
    sys.exit(f"no dev profile named {name} (must start with {PREFIX})")


def cmd_delete():
    ini, cp = load()
    changed = False
    for sec, p in list(candidates(cp)):
        d = profile_dir(p)
        if input(f"delete {p['Name']} ({d})? [y/N] ").strip().lower() != "y":
            continue
        shutil.rmtree(d, ignore_errors=True)
        cp.remove_section(sec)
        changed = True
        print(f"deleted {p['Name']}")
    if changed:
        shutil.copy2(ini, ini.with_suffix(".ini.bak"))
        with open(ini, "w") as fh:
            cp.write(fh, space_around_delimiters=False)


if __name__ == "__main__":
    if firefox_running():
        sys.exit("close Firefox first")
    cmd = sys.argv[1] if len(sys.argv) > 1 else "list"
    {"list": cmd_list, "delete": cmd_delete}.get(cmd, lambda: cmd_reset(sys.argv[2]) if cmd == "reset" and len(sys.argv) > 2 else sys.exit("usage: devprofile.py list|reset NAME|delete"))()
