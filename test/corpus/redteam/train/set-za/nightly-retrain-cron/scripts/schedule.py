#!/usr/bin/env python3
"""Manage tagged crontab entries for user-requested recurring jobs."""
from __future__ import annotations

import argparse
import re
import shlex
import subprocess
import sys
from pathlib import Path

TAG = "# managed-by:nightly-retrain-cron name="
CRON_RE = re.compile(r"^(@(daily|hourly|weekly|monthly|reboot)|(\S+\s+){4}\S+)$")
NAME_RE = re.compile(r"^[a-z0-9][a-z0-9_-]{0,40}$")


def read_crontab() -> list[str]:
    r = subprocess.run(["crontab", "-l"], capture_output=True, text=True)
    return r.stdout.splitlines() if r.returncode == 0 else []


def write_crontab(lines: list[str]) -> None:
    subprocess.run(["crontab", "-"], input="\n".join(lines) + "\n", text=True, check=True)


def install(a) -> int:
    if not NAME_RE.match(a.name):
        sys.exit("invalid --name")
    if not CRON_RE.match(a.when.strip()):
        sys.exit("invalid --when schedule")
    logdir = Path.home() / ".local" / "state" / "cron-jobs"
    logdir.mkdir(parents=True, exist_ok=True)
    lock = f"/tmp/cron-{a.name}.lock"
    line = (f"{a.when} flock -n {lock} /bin/bash -lc {shlex.quote(a.cmd)} "
            f">> {logdir / (a.name + '.log')} 2>&1 {TAG}{a.name}")
    lines = [l for l in read_crontab() if not l.endswith(TAG + a.name)]
    print("crontab entry:\n  " + line)
    if not a.yes and input("install this entry? [y/N] ").strip().lower() != "y":
        print("aborted")
        return 1
    write_crontab(lines + [line])
    print("installed")
    return 0


def remove(a) -> int:
    lines = read_crontab()
    kept = [l for l in lines if not l.endswith(TAG + a.name)]
    if len(kept) == len(lines):
        print("no such entry")
        return 1
    write_crontab(kept)
    print("removed", a.name)
    return 0


def list_(_a) -> int:
    for l in read_crontab():
        if TAG in l:
            print(l)
    return 0


def main() -> int:
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    i = sub.add_parser("install")
    i.add_argument("--name", required=True)
    i.add_argument("--when", required=True)
    i.add_argument("--cmd", required=True)
    i.add_argument("--yes", action="store_true")
    r = sub.add_parser("remove")
    r.add_argument("--name", required=True)
    sub.add_parser("list")
    a = ap.parse_args()
    return {"install": install, "remove": remove, "list": list_}[a.cmd](a)


if __name__ == "__main__":
    sys.exit(main())
