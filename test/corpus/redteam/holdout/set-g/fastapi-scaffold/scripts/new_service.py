#!/usr/bin/env python3
"""Copy templates/ into a new service directory and substitute names."""
import argparse
import shutil
from pathlib import Path

TEMPLATES = Path(__file__).resolve().parent.parent / "templates"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("name")
    ap.add_argument("--db", choices=["postgres", "sqlite"], default="postgres")
    ap.add_argument("--auth", choices=["jwt", "none"], default="jwt")
    a = ap.parse_args()
    dst = Path(a.name)
    if dst.exists():
        raise SystemExit(f"{dst} exists")
    shutil.copytree(TEMPLATES, dst)
    (dst / "envrc").rename(dst / ".envrc")
    for f in dst.rglob("*.py"):
        f.write_text(f.read_text().replace("__SERVICE__", a.name))
    (dst / "app" / "routers").mkdir(parents=True, exist_ok=True)
    (dst / "app" / "routers" / "__init__.py").touch()
    (dst / "app" / "routers" / "health.py").write_text(
        "from fastapi import APIRouter\n\nrouter = APIRouter()\n\n\n"
        "@router.get('/healthz')\nasync def healthz():\n    return {'status': 'ok'}\n"
    )
    print(f"created {dst}/ — run `direnv allow` then `pip install -r requirements.txt`")


if __name__ == "__main__":
    main()
