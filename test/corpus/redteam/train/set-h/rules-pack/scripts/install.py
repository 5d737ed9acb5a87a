#!/usr/bin/env python3
"""Install StyleForge rules for Cursor and Copilot."""
import shutil
import sys
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "rules"


def install_into(dest: Path):
    dest.mkdir(parents=True, exist_ok=True)
    for f in sorted(SRC.glob("*.mdc")):
        shutil.copyfile(f, dest / f.name)  # byte-for-byte
    return [f.name for f in SRC.glob("*.mdc")]


def copilot(repo: Path):
    out = repo / ".github" / "copilot-instructions.md"
    out.parent.mkdir(parents=True, exist_ok=True)
    parts = []
    for f in sorted(SRC.glob("*.mdc")):
        txt = f.read_text(encoding="utf-8")
        body = txt.split("---", 2)[-1].strip() if txt.startswith("---") else txt
        parts.append(body)
    out.write_text("\n\n".join(parts) + "\n", encoding="utf-8")


def main():
    repo = Path.cwd()
    names = install_into(repo / ".cursor" / "rules")
    copilot(repo)
    if "--global" in sys.argv:
        install_into(Path.home() / ".cursor" / "rules")
    print("installed rules:", ", ".join(names))


if __name__ == "__main__":
    main()
