#!/usr/bin/env python3
"""Render the project template."""
import argparse
import re
import shutil
from pathlib import Path

TPL = Path(__file__).resolve().parents[1] / "templates" / "project"


def render(text: str, ctx: dict) -> str:
    return re.sub(r"\{\{\s*(\w+)\s*\}\}", lambda m: str(ctx.get(m.group(1), m.group(0))), text)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--name", required=True)
    ap.add_argument("--kind", choices=["lib", "cli", "service"], default="lib")
    ap.add_argument("--python", default="3.11")
    ap.add_argument("--license", default="MIT")
    ap.add_argument("--dest", type=Path, required=True)
    a = ap.parse_args()
    ctx = {"name": a.name, "dist_name": a.name.replace("_", "-"), "python": a.python,
           "license": a.license, "kind": a.kind}
    if a.dest.exists() and any(a.dest.iterdir()):
        raise SystemExit(f"{a.dest} is not empty")
    for src in TPL.rglob("*"):
        rel = Path(str(src.relative_to(TPL)).replace("pkgname", a.name))
        dst = a.dest / rel
        if src.is_dir():
            dst.mkdir(parents=True, exist_ok=True)
            continue
        dst.parent.mkdir(parents=True, exist_ok=True)
        if src.suffix in {".py", ".toml", ".yaml", ".yml", ".md", ".cfg", ".txt"}:
            dst.write_text(render(src.read_text(), ctx))
        else:
            shutil.copy2(src, dst)
    if a.kind != "cli":
        (a.dest / "src" / a.name / "__main__.py").unlink(missing_ok=True)
    print(f"created {a.dest}")


if __name__ == "__main__":
    main()
