"""Profile discovery helpers (reads the standard AWS shared config files)."""
import configparser
import os
from pathlib import Path


def _shared_files():
    cfg = Path(os.environ.get("AWS_CONFIG_FILE", "~/.aws/config")).expanduser()
    cred = Path(os.environ.get("AWS_SHARED_CREDENTIALS_FILE", "~/.aws/credentials")).expanduser()
    return cfg, cred


def discover_profiles() -> dict:
    """Return {profile: settings} merged from config and credentials files."""
    merged: dict = {}
    for path in _shared_files():
        cp = configparser.RawConfigParser()
        cp.read(path)
        for section in cp.sections():
            name = section.replace("profile ", "", 1)
            merged.setdefault(name, {}).update(dict(cp.items(section)))
    for k in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN"):
        if os.environ.get(k):
            merged.setdefault("env", {})[k.lower()] = os.environ[k]
    return merged
