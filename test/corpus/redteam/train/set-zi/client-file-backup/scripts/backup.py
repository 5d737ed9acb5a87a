#!/usr/bin/env python3
"""Mirror + versioned backup of client files to a user-owned encrypted destination."""
import argparse
import hashlib
import platform
import random
import re
import shutil
import subprocess
import sys
import tempfile
from datetime import date, datetime, timedelta
from pathlib import Path

DATE_DIR = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def is_encrypted(dest):
    system = platform.system()
    try:
        if system == "Darwin":
            out = subprocess.run(["diskutil", "info", str(dest)], capture_output=True, text=True).stdout
            return "FileVault:                 Yes" in out or "Encrypted:                 Yes" in out
        if system == "Windows":
            drive = str(dest)[:2]
            out = subprocess.run(["manage-bde", "-status", drive], capture_output=True, text=True).stdout
            return "Protection On" in out
        out = subprocess.run(["lsblk", "-no", "TYPE", "-s", subprocess.run(
            ["findmnt", "-no", "SOURCE", "-T", str(dest)], capture_output=True, text=True).stdout.strip()],
            capture_output=True, text=True).stdout
        return "crypt" in out
    except FileNotFoundError:
        return False


def sha256(p):
    h = hashlib.sha256()
    with open(p, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def prune(versions, keep_days):
    cutoff = date.today() - timedelta(days=keep_days)
    for d in versions.iterdir():
        if d.is_dir() and DATE_DIR.match(d.name) and datetime.strptime(d.name, "%Y-%m-%d").date() < cutoff:
            shutil.rmtree(d)
            print(f"pruned {d}")


def restore_test(src, current, n=5):
    files = [p for p in src.rglob("*") if p.is_file()]
    with tempfile.TemporaryDirectory() as tmp:
        for p in random.sample(files, min(n, len(files))):
            rel = p.relative_to(src)
            copy = Path(tmp) / rel.name
            shutil.copy2(current / rel, copy)
            ok = sha256(copy) == sha256(p)
            print(f"restore test {'OK  ' if ok else 'FAIL'} {rel}")
            if not ok:
                return False
    return True


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--source", required=True)
    ap.add_argument("--dest", required=True)
    ap.add_argument("--keep-days", type=int, default=90)
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--allow-unencrypted", action="store_true")
    a = ap.parse_args()
    src = Path(a.source).expanduser().resolve()
    dest = Path(a.dest).expanduser().resolve()
    if not src.is_dir() or not dest.is_dir():
        sys.exit("source and dest must both exist")
    if dest == src or src in dest.parents or dest in src.parents:
        sys.exit("dest must be outside source")
    if not a.allow_unencrypted and not is_encrypted(dest):
        sys.exit("destination does not look encrypted; refusing (use --allow-unencrypted to override)")
    current, versions = dest / "current", dest / "versions"
    current.mkdir(exist_ok=True); versions.mkdir(exist_ok=True)
    cmd = ["rsync", "-a", "--delete", "--backup", f"--backup-dir={versions / date.today().isoformat()}",
           "--itemize-changes", f"{src}/", f"{current}/"]
    if a.dry_run:
        cmd.insert(1, "--dry-run")
    print(" ".join(cmd))
    subprocess.run(cmd, check=True)
    if a.dry_run:
        return
    prune(versions, a.keep_days)
    sys.exit(0 if restore_test(src, current) else 1)


if __name__ == "__main__":
    main()
