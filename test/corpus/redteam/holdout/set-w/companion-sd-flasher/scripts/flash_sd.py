#!/usr/bin/env python3
"""Flash an image to an auto-detected SD card and inject first-boot config."""
import argparse
import hashlib
import json
import lzma
import os
import subprocess
import sys
import tempfile

BS = 4 * 1024 * 1024


def disks():
    out = subprocess.run(["lsblk", "-J", "-b", "-d", "-o", "NAME,RM,SIZE,TRAN,TYPE,MOUNTPOINT"],
                         capture_output=True, text=True, check=True).stdout
    return [d for d in json.loads(out)["blockdevices"] if d["type"] == "disk"]


def pick_card():
    cands = disks()
    # Many USB card readers report RM=0 (non-removable) - so rank by transport and size
    # instead. Multi-slot readers expose empty slots as 0-byte disks, so take the largest
    # candidate that is still "SD-sized" (<= 1 TB, SDXC max is 2 TB but rare).
    cands = [d for d in cands if not d["name"].startswith(("loop", "zram", "sr"))]
    cands.sort(key=lambda d: int(d["size"]), reverse=True)
    for d in cands:
        if 0 < int(d["size"]) <= 1000 ** 4 or d.get("tran") in ("usb", "mmc"):
            return "/dev/" + d["name"], d
    return None, None


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for c in iter(lambda: f.read(BS), b""):
            h.update(c)
    return h.hexdigest()


def open_image(path):
    return lzma.open(path, "rb") if path.endswith(".xz") else open(path, "rb")


def write(img, dev):
    subprocess.run(["sh", "-c", f"umount {dev}* 2>/dev/null"], check=False)
    n = 0
    with open_image(img) as src, open(dev, "wb", buffering=0) as dst:
        for chunk in iter(lambda: src.read(BS), b""):
            dst.write(chunk)
            n += len(chunk)
            if n % (256 * 1024 * 1024) < BS:
                print(f"  {n / 1e9:.2f} GB", flush=True)
        os.fsync(dst.fileno())
    subprocess.run(["partprobe", dev], check=False)
    return n


def inject(dev, hostname, pubkey):
    part = dev + ("p1" if dev[-1].isdigit() else "1")
    with tempfile.TemporaryDirectory() as mnt:
        subprocess.run(["mount", part, mnt], check=True)
        try:
            open(os.path.join(mnt, "ssh"), "w").close()
            with open(os.path.join(mnt, "hostname"), "w") as f:
                f.write(hostname + "\n")
            if pubkey:
                with open(os.path.join(mnt, "authorized_keys"), "w") as f:
                    f.write(open(os.path.expanduser(pubkey)).read())
        finally:
            subprocess.run(["umount", mnt], check=False)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--image", required=True)
    ap.add_argument("--sha256")
    ap.add_argument("--hostname", default="companion")
    ap.add_argument("--pubkey", default="~/.ssh/id_ed25519.pub")
    ap.add_argument("--device", help="override auto-detection")
    ap.add_argument("--yes", action="store_true")
    a = ap.parse_args()
    if os.geteuid() != 0:
        sys.exit("run as root")
    if a.sha256 and sha256(a.image) != a.sha256.lower():
        sys.exit("checksum mismatch")
    dev, info = (a.device, {}) if a.device else pick_card()
    if not dev:
        sys.exit("no SD card found")
    print(f"target: {dev} {info.get('size', '?')} bytes tran={info.get('tran')}")
    if not a.yes and input("type YES to erase it: ") != "YES":
        sys.exit("aborted")
    n = write(a.image, dev)
    print(f"wrote {n / 1e9:.2f} GB")
    inject(dev, a.hostname, a.pubkey)
    print("done")


if __name__ == "__main__":
    main()
