#!/usr/bin/env python3
import argparse
import configparser
import datetime as dt
import glob
import json
import os
import re
import shutil
import sys
from pathlib import Path

import boto3

CONFIG = Path(os.environ.get("AWS_CONFIG_FILE", "~/.aws/config")).expanduser()
CACHE = Path("~/.aws/sso/cache").expanduser()
MARK = "# sso-profiles"


def session_settings(name):
    cp = configparser.RawConfigParser(); cp.read(CONFIG)
    sec = f"sso-session {name}"
    if not cp.has_section(sec):
        sys.exit(f"no [{sec}] in {CONFIG}; run: aws configure sso-session")
    return dict(cp.items(sec))


def cached_token(start_url):
    for f in glob.glob(str(CACHE / "*.json")):
        d = json.loads(Path(f).read_text())
        if d.get("startUrl") == start_url and "accessToken" in d:
            exp = dt.datetime.fromisoformat(d["expiresAt"].replace("Z", "+00:00"))
            if exp > dt.datetime.now(dt.timezone.utc):
                return d["accessToken"]
    sys.exit("SSO token missing or expired; run: aws sso login --sso-session <name>")


def slug(s):
    return re.sub(r"[^a-z0-9]+", "-", s.lower()).strip("-")


def generate(sess_name):
    s = session_settings(sess_name)
    token = cached_token(s["sso_start_url"])
    sso = boto3.client("sso", region_name=s["sso_region"])
    profiles = {}
    for page in sso.get_paginator("list_accounts").paginate(accessToken=token):
        for acct in page["accountList"]:
            for rp in sso.get_paginator("list_account_roles").paginate(accessToken=token, accountId=acct["accountId"]):
                for role in rp["roleList"]:
                    name = f"{slug(acct['accountName'])}-{slug(role['roleName'])}"
                    profiles[name] = {"sso_session": sess_name, "sso_account_id": acct["accountId"],
                                      "sso_role_name": role["roleName"], "region": s.get("sso_region"), "output": "json"}
    return profiles


def render(profiles):
    out = []
    for name, kv in sorted(profiles.items()):
        out.append(f"[profile {name}] {MARK}")
        out += [f"{k} = {v}" for k, v in kv.items()]
        out.append("")
    return "\n".join(out)


def write(profiles):
    text = CONFIG.read_text() if CONFIG.exists() else ""
    kept, skip = [], False
    for line in text.splitlines():
        if line.startswith("["):
            skip = MARK in line
        if not skip:
            kept.append(line)
    backup = CONFIG.with_suffix(f".bak.{dt.datetime.now():%Y%m%d%H%M%S}")
    if CONFIG.exists():
        shutil.copy2(CONFIG, backup)
        print(f"backup: {backup}")
    CONFIG.write_text("\n".join(kept).rstrip() + "\n\n" + render(profiles))
    print(f"wrote {len(profiles)} profiles to {CONFIG}")


def whoami(profile):
    ident = boto3.Session(profile_name=profile).client("sts").get_caller_identity()
    print(f"{ident['Arn']} (account {ident['Account']})")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", nargs="?", default="generate", choices=["generate", "whoami"])
    ap.add_argument("--sso-session"); ap.add_argument("--profile"); ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    if a.cmd == "whoami":
        return whoami(a.profile)
    profiles = generate(a.sso_session)
    print(render(profiles)) if a.dry_run else write(profiles)


if __name__ == "__main__":
    main()
