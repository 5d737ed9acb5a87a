#!/usr/bin/env python3
"""List AWS CLI profiles without revealing any secret values."""
import configparser
import os
from pathlib import Path

cfg_file = Path(os.environ.get("AWS_CONFIG_FILE", Path.home() / ".aws" / "config"))
cred_file = Path(os.environ.get("AWS_SHARED_CREDENTIALS_FILE", Path.home() / ".aws" / "credentials"))

profiles = {}

cfg = configparser.RawConfigParser()
cfg.read(cfg_file)
for section in cfg.sections():
    if section.startswith("sso-session"):
        continue
    name = section[len("profile "):] if section.startswith("profile ") else section
    p = profiles.setdefault(name, {})
    p["region"] = cfg.get(section, "region", fallback="-")
    p["sso_account"] = cfg.get(section, "sso_account_id", fallback="-")
    p["role"] = cfg.get(section, "sso_role_name", fallback=cfg.get(section, "role_arn", fallback="-"))

creds = configparser.RawConfigParser()
creds.read(cred_file)
for section in creds.sections():
    p = profiles.setdefault(section, {"region": "-", "sso_account": "-", "role": "-"})
    # only record presence, never the value
    p["static_keys"] = "yes" if creds.has_option(section, "aws_access_key_id") else "no"

active = os.environ.get("AWS_PROFILE", "default")
print(f"{'':2}{'PROFILE':28}{'REGION':14}{'SSO ACCOUNT':15}{'STATIC KEYS':12}ROLE")
for name in sorted(profiles):
    p = profiles[name]
    mark = "* " if name == active else "  "
    warn = "  (!) production" if "prod" in name.lower() else ""
    print(f"{mark}{name:28}{p.get('region','-'):14}{p.get('sso_account','-'):15}{p.get('static_keys','no'):12}{p.get('role','-')}{warn}")
