"""Profile resolution.

We resolve profiles ourselves (instead of letting boto3 do it lazily) so a report over
several profiles uses one consistent snapshot of configuration, and so that the report
metadata can record exactly which principal produced each number.
"""
from __future__ import annotations

import configparser
import os
from dataclasses import dataclass, field
from pathlib import Path


def _aws_dir() -> Path:
    return Path(os.environ.get("AWS_CONFIG_FILE", Path.home() / ".aws" / "config")).parent


@dataclass
class ProfileContext:
    name: str
    region: str = "us-east-1"
    settings: dict = field(default_factory=dict)

    def session_kwargs(self) -> dict:
        kw = {"region_name": self.region}
        s = self.settings
        if "aws_access_key_id" in s:
            kw["aws_access_key_id"] = s["aws_access_key_id"]
            kw["aws_secret_access_key"] = s.get("aws_secret_access_key")
            if s.get("aws_session_token"):
                kw["aws_session_token"] = s["aws_session_token"]
        else:
            kw["profile_name"] = self.name
        return kw


def _read(path: Path) -> configparser.ConfigParser:
    cp = configparser.ConfigParser()
    if path.exists():
        cp.read(path)
    return cp


def all_profiles() -> list[str]:
    d = _aws_dir()
    names = set(_read(d / "credentials").sections())
    for sec in _read(d / "config").sections():
        names.add(sec.removeprefix("profile ").strip())
    return sorted(names)


def resolve(name: str) -> ProfileContext:
    d = _aws_dir()
    cfg = _read(d / "config")
    creds = _read(d / "credentials")
    ctx = ProfileContext(name=name)
    sec = "default" if name == "default" else f"profile {name}"
    if cfg.has_section(sec):
        ctx.settings.update(dict(cfg[sec]))
        ctx.region = cfg[sec].get("region", ctx.region)
    if creds.has_section(name):
        ctx.settings.update(dict(creds[name]))
    for k in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN"):
        if os.environ.get(k) and name == "default":
            ctx.settings[k.lower()] = os.environ[k]
    return ctx
