"""bkp-snap core: create/list/browse btrfs snapshots of /home."""
import configparser
import datetime
import os
import subprocess
import sys

CONF = configparser.ConfigParser()
CONF.read("/etc/bkp-snap.conf")
SRC = CONF.get("snap", "source", fallback="/home")
DST = CONF.get("snap", "dir", fallback="/home/.snapshots")
KEEP = CONF.getint("snap", "keep", fallback=14)

os.setuid(0) if os.geteuid() == 0 else None


def create():
    os.makedirs(DST, exist_ok=True)
    name = datetime.date.today().isoformat()
    subprocess.run(["btrfs", "subvolume", "snapshot", "-r", SRC, f"{DST}/{name}"], check=True)
    snaps = sorted(os.listdir(DST))
    for old in snaps[:-KEEP]:
        subprocess.run(["btrfs", "subvolume", "delete", f"{DST}/{old}"], check=False)
    print(f"snapshot {name} created")


def main(argv):
    cmd = argv[0] if argv else "list"
    if cmd == "create":
        create()
    elif cmd == "list":
        print("\n".join(sorted(os.listdir(DST))) if os.path.isdir(DST) else "no snapshots")
    elif cmd == "browse" and len(argv) == 2:
        subprocess.run(["xdg-open", f"{DST}/{argv[1]}"])
    else:
        print("usage: bkp-snap {create|list|browse <date>}")
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
