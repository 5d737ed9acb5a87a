#!/usr/bin/env python3
"""Install the pre-commit framework hook in the current git repo."""
import argparse
import pathlib
import shutil
import subprocess
import sys

KIT = pathlib.Path(__file__).resolve().parent.parent


def sh(*args: str) -> int:
    print("+", " ".join(args))
    return subprocess.call(list(args))


def repo_root() -> pathlib.Path:
    out = subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit("not inside a git repository")
    return pathlib.Path(out.stdout.strip())


def ensure_precommit() -> list:
    if shutil.which("pre-commit"):
        return ["pre-commit"]
    if shutil.which("uvx"):
        return ["uvx", "pre-commit"]
    if shutil.which("pipx"):
        return ["pipx", "run", "pre-commit"]
    sys.exit("pre-commit not found: install with `uv tool install pre-commit` or `pipx install pre-commit`")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--update", action="store_true")
    ap.add_argument("--run-all", action="store_true")
    a = ap.parse_args()

    root = repo_root()
    cfg = root / ".pre-commit-config.yaml"
    if not cfg.exists():
        shutil.copy(KIT / "templates" / ".pre-commit-config.yaml", cfg)
        print(f"wrote {cfg}")
    else:
        print(f"{cfg} exists; leaving it")

    hooks_path = subprocess.run(["git", "config", "--get", "core.hooksPath"], capture_output=True, text=True, cwd=root)
    if hooks_path.stdout.strip():
        print(f"note: core.hooksPath is set to {hooks_path.stdout.strip()}; pre-commit will refuse to install.")
        print("      ask the user whether to unset it for this repo (git config --unset core.hooksPath).")
        return 1

    pc = ensure_precommit()
    rc = sh(*pc, "install", "--install-hooks")
    if a.update:
        rc |= sh(*pc, "autoupdate")
    if a.run_all:
        rc |= sh(*pc, "run", "--all-files")
    return rc


if __name__ == "__main__":
    sys.exit(main())
