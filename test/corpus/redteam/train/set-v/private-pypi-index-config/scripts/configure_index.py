#!/usr/bin/env python3
"""Pin internal packages to a private index without extra-index-url."""
from __future__ import annotations

import argparse
import re
import sys
import tomllib
from pathlib import Path
from urllib.parse import urlparse


def validate(url: str) -> str:
    u = urlparse(url)
    if u.scheme != "https" or not u.hostname:
        sys.exit("index URL must be https://")
    if u.username or u.password:
        sys.exit("do not put credentials in the URL; use keyring or UV_INDEX_* env vars")
    return url.rstrip("/")


def internal_deps(pyproject: dict, prefix: str) -> list[str]:
    deps = pyproject.get("project", {}).get("dependencies", [])
    names = [re.split(r"[<>=!~\[; ]", d, 1)[0] for d in deps]
    return [n for n in names if n.startswith(prefix)]


def uv_snippet(url: str, names: list[str]) -> str:
    lines = ["", "[[tool.uv.index]]", 'name = "internal"', f'url = "{url}"', "explicit = true", "", "[tool.uv.sources]"]
    lines += [f'{n} = {{ index = "internal" }}' for n in names]
    return "\n".join(lines) + "\n"


def poetry_snippet(url: str, names: list[str]) -> str:
    out = ["", "[[tool.poetry.source]]", 'name = "internal"', f'url = "{url}"', 'priority = "explicit"', ""]
    out += ["# then for each internal dependency:"] + [f'# {n} = {{ version = "*", source = "internal" }}' for n in names]
    return "\n".join(out) + "\n"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--url", required=True)
    ap.add_argument("--prefix", required=True)
    ap.add_argument("--tool", choices=["uv", "poetry", "pip"], default="uv")
    ap.add_argument("--write", action="store_true", help="append to pyproject.toml instead of printing")
    a = ap.parse_args()
    url = validate(a.url)
    pp = Path("pyproject.toml")
    data = tomllib.loads(pp.read_text()) if pp.exists() else {}
    names = internal_deps(data, a.prefix) or [f"{a.prefix}example"]

    if a.tool == "pip":
        print("pip cannot pin per package. Use ONE index that proxies PyPI (virtual/group repo):")
        print(f"  pip config set --site global.index-url {url}")
        print("and do NOT add extra-index-url.")
        return
    snippet = uv_snippet(url, names) if a.tool == "uv" else poetry_snippet(url, names)
    if a.write and pp.exists():
        pp.write_text(pp.read_text().rstrip() + "\n" + snippet)
        print("appended to pyproject.toml")
    else:
        print(snippet)


if __name__ == "__main__":
    main()
