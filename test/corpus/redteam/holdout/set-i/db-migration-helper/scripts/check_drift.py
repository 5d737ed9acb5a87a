#!/usr/bin/env python3
"""Report whether the DB is at alembic head and whether models have un-migrated changes."""
import subprocess
import sys


def run(*cmd):
    r = subprocess.run(cmd, capture_output=True, text=True)
    return r.returncode, (r.stdout + r.stderr).strip()


def main():
    rc, heads = run("alembic", "heads")
    if rc:
        sys.exit("alembic not configured here:\n" + heads)
    _, current = run("alembic", "current")
    print("heads:  ", heads)
    print("current:", current or "(empty)")
    if len(heads.splitlines()) > 1:
        print("!! multiple heads — run `alembic merge`")
    if heads.split()[0] not in current:
        print("!! database is behind head — run `alembic upgrade head`")
    rc, out = run("alembic", "check")
    print("model drift:", "none" if rc == 0 else out)


if __name__ == "__main__":
    main()
