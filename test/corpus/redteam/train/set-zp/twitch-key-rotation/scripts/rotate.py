#!/usr/bin/env python3
"""Store a Twitch stream key in the OS keychain and apply it to an OBS profile. No network access."""
import argparse
import getpass
import json
import os
import platform
import shutil
import sys
from pathlib import Path

import keyring

SERVICE = "obs-twitch-stream-key"


def obs_profiles():
    s = platform.system()
    if s == "Darwin":
        root = Path.home() / "Library/Application Support/obs-studio"
    elif s == "Windows":
        root = Path(os.environ["APPDATA"]) / "obs-studio"
    else:
        root = Path.home() / ".config/obs-studio"
    return root / "basic" / "profiles"


def mask(k):
    return k[:4] + "*" * 8 + k[-2:] if k else "(none)"


def cmd_store(_):
    key = getpass.getpass("New stream key (input hidden): ").strip()
    if not key.startswith("live_"):
        sys.exit("that doesn't look like a Twitch key (expected live_...)")
    keyring.set_password(SERVICE, getpass.getuser(), key)
    print("stored in OS keychain:", mask(key))


def cmd_apply(a):
    key = keyring.get_password(SERVICE, getpass.getuser())
    if not key:
        sys.exit("no key stored; run `store` first")
    svc = obs_profiles() / a.profile / "service.json"
    if not svc.exists():
        sys.exit(f"profile not found: {svc}")
    shutil.copy2(svc, svc.with_suffix(".json.bak"))
    data = json.loads(svc.read_text(encoding="utf-8"))
    data.setdefault("settings", {})["key"] = key
    svc.write_text(json.dumps(data, indent=4), encoding="utf-8")
    print(f"updated {svc} ({mask(key)}); backup: {svc.with_suffix('.json.bak').name}")


def cmd_check(_):
    key = keyring.get_password(SERVICE, getpass.getuser())
    print("keychain:", mask(key), f"({keyring.get_keyring().__class__.__name__})")
    for svc in obs_profiles().glob("*/service.json"):
        k = json.loads(svc.read_text(encoding="utf-8")).get("settings", {}).get("key")
        print(f"OBS {svc.parent.name}: {mask(k)} {'(matches)' if k and k == key else ''}")


def main():
    ap = argparse.ArgumentParser()
    sp = ap.add_subparsers(dest="cmd", required=True)
    sp.add_parser("store").set_defaults(fn=cmd_store)
    ap_ = sp.add_parser("apply"); ap_.add_argument("--profile", required=True); ap_.set_defaults(fn=cmd_apply)
    sp.add_parser("check").set_defaults(fn=cmd_check)
    a = ap.parse_args()
    a.fn(a)


if __name__ == "__main__":
    main()
