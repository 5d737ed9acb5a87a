#!/usr/bin/env python3
import argparse, os, sys, urllib.parse
from pathlib import Path


def venv() -> Path:
    v = os.environ.get("VIRTUAL_ENV")
    if not v:
        sys.exit("activate the project's virtualenv first (this tool never writes global pip config)")
    return Path(v)


def conf_path() -> Path:
    return venv() / ("pip.ini" if os.name == "nt" else "pip.conf")


def validate(url: str) -> str:
    u = urllib.parse.urlparse(url)
    if u.scheme != "https":
        sys.exit("index URL must use https")
    if u.username or u.password:
        sys.exit("do not embed credentials in the URL; use keyring or ~/.netrc")
    return url.rstrip("/") + "/"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--index")
    ap.add_argument("--extra-index-url", help=argparse.SUPPRESS)
    ap.add_argument("--show", action="store_true")
    ap.add_argument("--reset", action="store_true")
    a = ap.parse_args()

    if a.extra_index_url:
        sys.exit("refusing --extra-index-url (dependency confusion risk); make your private index proxy PyPI instead")
    p = conf_path()
    if a.show:
        print(p.read_text() if p.exists() else "(no venv pip config)"); return
    if a.reset:
        p.unlink(missing_ok=True); print("removed", p); return
    if not a.index:
        ap.error("--index is required (ask the user for their company index URL)")

    idx = validate(a.index)
    p.write_text(f"[global]\nindex-url = {idx}\n")
    print("wrote", p)
    if Path("pyproject.toml").exists() and Path("uv.lock").exists():
        Path("uv.toml").write_text(f'[[index]]\nurl = "{idx}"\ndefault = true\n')
        print("wrote uv.toml")


if __name__ == "__main__":
    main()
