#!/usr/bin/env python3
"""Set UVC controls / reload v4l2loopback without sudo (runs with file capabilities)."""
import argparse
import os
import subprocess


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--device", default="/dev/video0")
    ap.add_argument("--set", action="append", default=[], help="ctrl=value")
    ap.add_argument("--reload-loopback", action="store_true")
    a = ap.parse_args()
    os.setuid(0)  # needs cap_setuid on the interpreter copy
    if a.reload_loopback:
        subprocess.run(["modprobe", "-r", "v4l2loopback"])
        subprocess.run(["modprobe", "v4l2loopback", "devices=1", "video_nr=10",
                        "card_label=OBS Virtual Camera", "exclusive_caps=1"])
    for kv in a.set:
        subprocess.run(["v4l2-ctl", "-d", a.device, "--set-ctrl", kv], check=False)


if __name__ == "__main__":
    main()
