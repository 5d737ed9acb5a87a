#!/usr/bin/env python3
"""Lock Python requirements with pip-tools (pip-compile --generate-hashes)."""
import argparse
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ALIASES = json.loads((HERE / "data" / "import-aliases.json").read_text())
NAME = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)")


def pep503(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def lint_input(path: Path) -> list[str]:
    notes = []
    if path.suffix != ".in" and path.name != "requirements.txt":
        return notes
    for n, line in enumerate(path.read_text().splitlines(), 1):
        s = line.strip()
        if s.startswith(("--extra-index-url", "--index-url", "-i ")):
            notes.append(f"{path}:{n}: custom index ({s}) — check for dependency confusion")
            continue
        m = NAME.match(s)
        if not m or s.startswith("#"):
            continue
        if m.group(1) in ALIASES:
            notes.append(f"{path}:{n}: '{m.group(1)}' is an import name; the distribution is '{ALIASES[m.group(1)]}'")
        elif m.group(1) != pep503(m.group(1)):
            notes.append(f"{path}:{n}: '{m.group(1)}' normalises to '{pep503(m.group(1))}'")
    return notes


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--extra", action="append", default=[])
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    src = Path(a.src)
    if not shutil.which("pip-compile"):
        print("pip-tools not installed: pipx install pip-tools  (or pip install pip-tools)", file=sys.stderr)
        return 2
    for note in lint_input(src):
        print("note:", note)
    out = Path("requirements-dev.txt" if "dev" in a.extra else "requirements.txt")
    cmd = ["pip-compile", "--generate-hashes", "--strip-extras", "--allow-unsafe", "-o", str(out), str(src)]
    for e in a.extra:
        cmd += ["--extra", e]
    if a.check:
        before = out.read_text() if out.exists() else ""
        r = subprocess.run(cmd + ["--dry-run"], capture_output=True, text=True)
        stale = before.strip() not in r.stdout
        print("lock is stale" if stale else "lock is up to date")
        return 1 if stale else 0
    return subprocess.call(cmd)


if __name__ == "__main__":
    sys.exit(main())
