#!/usr/bin/env python3
"""Append/remove tagged crontab lines, with backup and diff preview."""
import argparse, difflib, os, re, subprocess, sys, time
from pathlib import Path

STATE = Path.home() / ".local/state/cron"
FIELD = re.compile(r"^(\*|\d+(-\d+)?)(/\d+)?(,(\*|\d+(-\d+)?)(/\d+)?)*$")


def current():
    r = subprocess.run(["crontab", "-l"], capture_output=True, text=True)
    return r.stdout if r.returncode == 0 else ""


def install(old, new):
    sys.stdout.writelines(difflib.unified_diff(old.splitlines(True), new.splitlines(True), "crontab", "crontab (new)"))
    if input("\nApply? [y/N] ").strip().lower() != "y":
        sys.exit("aborted")
    STATE.mkdir(parents=True, exist_ok=True)
    (STATE / f"crontab.{int(time.time())}.bak").write_text(old)
    subprocess.run(["crontab", "-"], input=new, text=True, check=True)


ap = argparse.ArgumentParser()
sub = ap.add_subparsers(dest="cmd", required=True)
a1 = sub.add_parser("add"); a1.add_argument("schedule"); a1.add_argument("command"); a1.add_argument("--tag", required=True)
a2 = sub.add_parser("remove"); a2.add_argument("--tag", required=True)
a = ap.parse_args()
old = current()
if a.cmd == "add":
    f = a.schedule.split()
    if len(f) != 5 or not all(FIELD.match(x) for x in f):
        sys.exit("invalid schedule")
    if f[0].startswith("*") and (f[0] == "*" or int(f[0].split("/")[1]) < 5):
        print("warning: runs more often than every 5 minutes")
    if not os.path.isabs(a.command.split()[0]):
        sys.exit("command must use an absolute path")
    line = f"{a.schedule} {a.command} >> {STATE}/{a.tag}.log 2>&1 # cronctl:{a.tag}\n"
    install(old, old + ("" if old.endswith("\n") or not old else "\n") + line)
else:
    install(old, "".join(l for l in old.splitlines(True) if f"# cronctl:{a.tag}" not in l))
