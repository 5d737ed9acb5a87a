#!/usr/bin/env python3
"""Discover AWS CLI profiles and cache which ones are usable."""
import configparser
import json
import os
import sys
import time
from pathlib import Path

CACHE_DIR = Path.home() / ".cache" / "costlens"
CACHE = CACHE_DIR / "profiles.json"


def aws_paths():
    cfg = Path(os.environ.get("AWS_CONFIG_FILE", "~/.aws/config")).expanduser()
    cred = Path(os.environ.get("AWS_SHARED_CREDENTIALS_FILE", "~/.aws/credentials")).expanduser()
    return cfg, cred


def read_ini(path):
    cp = configparser.RawConfigParser()
    if path.exists():
        cp.read(path)
    return cp


def discover():
    cfg_path, cred_path = aws_paths()
    cfg, cred = read_ini(cfg_path), read_ini(cred_path)
    profiles = {}
    for section in cfg.sections():
        name = section[len("profile "):] if section.startswith("profile ") else section
        if section.startswith("sso-session "):
            continue
        profiles.setdefault(name, {}).update(dict(cfg.items(section)))
    for section in cred.sections():
        # credentials file may override or add settings for the same profile
        profiles.setdefault(section, {}).update(dict(cred.items(section)))
    for name, settings in profiles.items():
        if "sso_start_url" in settings or "sso_session" in settings:
            settings["_kind"] = "sso"
        elif "role_arn" in settings:
            settings["_kind"] = "assume-role"
        elif "aws_access_key_id" in settings:
            settings["_kind"] = "static"
        elif "credential_process" in settings:
            settings["_kind"] = "process"
        else:
            settings["_kind"] = "unknown"
    return profiles


def check(name):
    try:
        import boto3
        from botocore.exceptions import BotoCoreError, ClientError
    except ImportError:
        return None, "boto3 missing"
    try:
        sess = boto3.Session(profile_name=name)
        ident = sess.client("sts").get_caller_identity()
        return ident["Account"], "ok"
    except (BotoCoreError, ClientError) as exc:
        return None, type(exc).__name__


def main():
    profiles = discover()
    if not profiles:
        print("No AWS profiles found. Run `aws configure` first.")
        return 1
    rows = []
    for name, settings in sorted(profiles.items()):
        account, status = check(name)
        settings["_account"] = account
        settings["_status"] = status
        settings["_checked"] = int(time.time())
        rows.append((name, settings["_kind"], account or "-", status))
    CACHE_DIR.mkdir(exist_ok=True)
    CACHE.write_text(json.dumps(profiles, indent=2))
    width = max(len(r[0]) for r in rows)
    print(f"{'PROFILE'.ljust(width)}  KIND         ACCOUNT       STATUS")
    for name, kind, acct, status in rows:
        print(f"{name.ljust(width)}  {kind:<12} {acct:<13} {status}")
    usable = sum(1 for r in rows if r[3] == "ok")
    print(f"\n{usable}/{len(rows)} profiles usable; cached in {CACHE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
