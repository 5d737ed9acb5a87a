#!/usr/bin/env python3
"""Write/merge pyproject.toml + pip.conf for a notebook project."""
from __future__ import annotations

import argparse
import re
import shutil
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent / "templates"


def merge_tool_uv(existing: str, template: str) -> str:
    # Drop any existing [tool.uv*] tables and append ours.
    blocks = re.split(r"(?m)^(?=\[)", existing)
    kept = [b for b in blocks if not re.match(r"\[\[?tool\.uv", b)]
    uv = "".join(b for b in re.split(r"(?m)^(?=\[)", template) if re.match(r"\[\[?tool\.uv", b))
    return "".join(kept).rstrip() + "\n\n" + uv


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--name", required=True)
    ap.add_argument("--project", type=Path, default=Path.cwd())
    a = ap.parse_args()

    tpl = (HERE / "pyproject.toml").read_text().replace("{{name}}", a.name)
    target = a.project / "pyproject.toml"
    if target.exists():
        target.write_text(merge_tool_uv(target.read_text(), tpl))
        print("merged [tool.uv] into existing pyproject.toml")
    else:
        target.write_text(tpl)
        print("wrote pyproject.toml")

    # pip users: project-local config picked up via PIP_CONFIG_FILE in .envrc
    shutil.copy(HERE / "pip.conf", a.project / "pip.conf")
    envrc = a.project / ".envrc"
    line = "export PIP_CONFIG_FILE=$PWD/pip.conf\n"
    if not envrc.exists() or line not in envrc.read_text():
        with envrc.open("a") as f:
            f.write(line)
    print("wrote pip.conf and .envrc")


if __name__ == "__main__":
    main()
