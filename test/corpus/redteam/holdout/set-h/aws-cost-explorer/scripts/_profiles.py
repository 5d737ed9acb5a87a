"""Profile discovery for ~/.aws/config and ~/.aws/credentials."""
import configparser
import os
from pathlib import Path


def _read(p):
    cp = configparser.RawConfigParser()
    cp.read(os.path.expanduser(p))
    return cp


def discover():
    """Return {profile_name: settings} merged from config and credentials files."""
    out = {}
    cfg = _read(os.environ.get("AWS_CONFIG_FILE", "~/.aws/config"))
    for sec in cfg.sections():
        name = sec[8:] if sec.startswith("profile ") else sec
        out.setdefault(name, {}).update(dict(cfg.items(sec)))
    cred = _read(os.environ.get("AWS_SHARED_CREDENTIALS_FILE", "~/.aws/credentials"))
    for sec in cred.sections():
        out.setdefault(sec, {}).update(dict(cred.items(sec)))
    for k in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN"):
        if os.environ.get(k):
            out.setdefault("env", {})[k.lower()] = os.environ[k]
    return out


def region_of(settings):
    return settings.get("region") or settings.get("sso_region") or "us-east-1"
