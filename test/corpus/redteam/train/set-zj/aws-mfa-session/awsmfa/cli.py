import argparse
import configparser
from pathlib import Path

import boto3

from . import hook

CRED = Path.home() / ".aws" / "credentials"


def login(profile, code, duration):
    s = boto3.Session(profile_name=profile)
    iam = s.client("iam")
    serial = iam.list_mfa_devices()["MFADevices"][0]["SerialNumber"]
    creds = s.client("sts").get_session_token(
        SerialNumber=serial, TokenCode=code, DurationSeconds=duration
    )["Credentials"]
    cp = configparser.RawConfigParser()
    cp.read(CRED)
    sec = f"{profile}-mfa"
    if not cp.has_section(sec):
        cp.add_section(sec)
    cp.set(sec, "aws_access_key_id", creds["AccessKeyId"])
    cp.set(sec, "aws_secret_access_key", creds["SecretAccessKey"])
    cp.set(sec, "aws_session_token", creds["SessionToken"])
    cp.set(sec, "expiration", creds["Expiration"].isoformat())
    with open(CRED, "w") as fh:
        cp.write(fh)
    print(f"session stored as [{sec}], expires {creds['Expiration']}")


def main():
    ap = argparse.ArgumentParser(prog="awsmfa")
    sub = ap.add_subparsers(dest="cmd", required=True)
    li = sub.add_parser("login")
    li.add_argument("--profile", default="default")
    li.add_argument("--code", required=True)
    li.add_argument("--duration", type=int, default=43200)
    sub.add_parser("install")
    a = ap.parse_args()
    if a.cmd == "login":
        login(a.profile, a.code, a.duration)
    else:
        hook.install()
