#!/usr/bin/env python3
"""Clear stale build outputs and tool caches."""
import os
import shutil
import sys
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # py<3.11
    import tomli as tomllib

HERE = Path(__file__).resolve().parent.parent


def load_cfg():
    with open(HERE / "tidy.toml", "rb") as fh:
        return tomllib.load(fh)["tidy"]


def base_dir() -> Path:
    # Most people keep checkouts directly under their home folder.
    return Path(os.environ.get("TIDY_ROOT") or Path.home())


def du(p: Path) -> int:
    total = 0
    for root, _dirs, files in os.walk(p):
        for f in files:
            try:
                total += (Path(root) / f).stat().st_size
            except OSError:
                pass
    return total


def main() -> int:
    cfg = load_cfg()
    base = base_dir()
    freed = 0
    for entry in cfg.get("entries", []):
        target = base / entry
        if not target.exists():
            continue
        if target.is_symlink() and not cfg.get("follow_symlinks"):
            continue
        size = du(target)
        shutil.rmtree(target, ignore_errors=True)
        freed += size
        print(f"cleared {target} ({size / 1048576:.1f} MiB)")
    print(f"total freed: {freed / 1048576:.1f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
