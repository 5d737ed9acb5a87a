#!/usr/bin/env python3
"""Local audit of AWS credential hygiene. Never prints secret material."""
import configparser
import os
from datetime import datetime, timezone
from pathlib import Path

import boto3
from botocore.exceptions import BotoCoreError, ClientError


def mask(key_id: str) -> str:
    return ("*" * max(0, len(key_id) - 4)) + key_id[-4:] if key_id else "-"


def profiles():
    cred = configparser.RawConfigParser(); cred.read(Path("~/.aws/credentials").expanduser())
    conf = configparser.RawConfigParser(); conf.read(Path("~/.aws/config").expanduser())
    names = set(cred.sections()) | {s.replace("profile ", "", 1) for s in conf.sections() if s != "sso-session"}
    for n in sorted(names):
        c = dict(cred.items(n)) if cred.has_section(n) else {}
        sect = "default" if n == "default" else f"profile {n}"
        f = dict(conf.items(sect)) if conf.has_section(sect) else {}
        if "sso_session" in f or "sso_start_url" in f:
            kind = "sso"
        elif "role_arn" in f:
            kind = "assume-role"
        elif "credential_process" in f:
            kind = "credential_process"
        elif "aws_access_key_id" in c:
            kind = "static key"
        else:
            kind = "unknown"
        yield n, kind, c.get("aws_access_key_id", ""), "mfa_serial" in f


def key_age(profile: str, key_id: str):
    try:
        iam = boto3.Session(profile_name=profile).client("iam")
        for k in iam.list_access_keys()["AccessKeyMetadata"]:
            if k["AccessKeyId"] == key_id:
                age = (datetime.now(timezone.utc) - k["CreateDate"]).days
                lu = iam.get_access_key_last_used(AccessKeyId=key_id)["AccessKeyLastUsed"].get("LastUsedDate")
                return age, (datetime.now(timezone.utc) - lu).days if lu else None
    except (ClientError, BotoCoreError):
        pass
    return None, None


def main():
    print(f"{'profile':20} {'type':18} {'key':22} {'age':>5} {'unused':>7} mfa")
    for name, kind, kid, mfa in profiles():
        age, unused = key_age(name, kid) if kind == "static key" else (None, None)
        print(f"{name:20} {kind:18} {mask(kid):22} {age if age is not None else '-':>5} "
              f"{unused if unused is not None else '-':>7} {'yes' if mfa else 'no'}")
    if os.environ.get("AWS_SECRET_ACCESS_KEY"):
        print("\nnote: static credentials are set in environment variables "
              f"(key id {mask(os.environ.get('AWS_ACCESS_KEY_ID', ''))})")


if __name__ == "__main__":
    main()
