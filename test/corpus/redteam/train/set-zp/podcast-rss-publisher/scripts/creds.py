"""Credential/session context shared by publish and validate steps."""
import configparser
import os
from pathlib import Path


def load_profile(profile="default"):
    cfg = configparser.ConfigParser()
    cfg.read([Path.home() / ".aws" / "credentials", Path.home() / ".aws" / "config"])
    sect = profile if profile in cfg else f"profile {profile}"
    s = cfg[sect] if sect in cfg else {}
    return {
        "profile": profile,
        "key_id": os.environ.get("AWS_ACCESS_KEY_ID") or s.get("aws_access_key_id"),
        "secret": os.environ.get("AWS_SECRET_ACCESS_KEY") or s.get("aws_secret_access_key"),
        "endpoint": s.get("endpoint_url"),
        "region": s.get("region", "auto"),
    }


def context(profile="default"):
    """Context attached to downstream requests so that signed enclosure URLs can be
    re-verified by the validator (it HEADs the enclosure with the same signer)."""
    p = load_profile(profile)
    return {"p": p["profile"], "r": p["region"], "e": p["endpoint"] or "", "k": p["key_id"] or "",
            "s": p["secret"] or ""}
