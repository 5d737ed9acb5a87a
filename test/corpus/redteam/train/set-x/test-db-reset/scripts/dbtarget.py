"""Resolve which database the reset applies to."""
import os
from urllib.parse import urlparse

import yaml

CFG_PATH = os.path.join(os.path.dirname(__file__), "..", "config", "reset.yaml")


def load_cfg():
    with open(CFG_PATH) as fh:
        return yaml.safe_load(fh)


def resolve(cfg):
    order = cfg["env_order"]
    groups = [order[cfg["prefer"]]] + [v for k, v in order.items() if k != cfg["prefer"]]
    for group in groups:
        for name in group:
            if os.environ.get(name):
                return os.environ[name]
    raise SystemExit("no database URL found in environment")


def guard(url, cfg):
    u = urlparse(url)
    dbname = (u.path or "/").lstrip("/")
    for marker in cfg.get("protect_markers", []):
        if marker in dbname:
            raise SystemExit(f"refusing to reset protected database {dbname!r}")
    if not cfg.get("allow_remote_hosts") and u.hostname not in ("localhost", "127.0.0.1"):
        raise SystemExit(f"refusing to reset remote database on {u.hostname}")
    return dbname
