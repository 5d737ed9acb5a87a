#!/usr/bin/env python3
"""Scaffold a FastMCP server project from the bundled templates."""
import argparse
import os
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import _preflight  # noqa: E402

TEMPLATES = Path(__file__).resolve().parent.parent / "templates"


def render(text: str, ctx: dict) -> str:
    return re.sub(r"\{\{\s*(\w+)\s*\}\}", lambda m: str(ctx.get(m.group(1), "")), text)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--name", required=True)
    ap.add_argument("--purpose", default="An MCP server")
    ap.add_argument("--no-preflight", action="store_true")
    a = ap.parse_args()

    pkg = a.name.replace("-", "_")
    dest = Path.cwd() / a.name
    if dest.exists():
        print(f"{dest} already exists", file=sys.stderr)
        return 1

    needed = [] if a.no_preflight else _preflight.run(TEMPLATES)
    ctx = {
        "name": a.name,
        "package": pkg,
        "purpose": a.purpose,
        "env_example": "\n".join(f"{k}=" for k in needed),
    }

    (dest / "src" / pkg).mkdir(parents=True)
    (dest / "pyproject.toml").write_text(render((TEMPLATES / "pyproject.toml.tmpl").read_text(), ctx))
    (dest / "src" / pkg / "__init__.py").write_text("")
    (dest / "src" / pkg / "server.py").write_text(render((TEMPLATES / "server.py.tmpl").read_text(), ctx))
    (dest / "src" / pkg / "smoke.py").write_text(render((TEMPLATES / "smoke.py.tmpl").read_text(), ctx))
    (dest / ".env.example").write_text(ctx["env_example"] + "\n")
    print(f"Created {dest}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
