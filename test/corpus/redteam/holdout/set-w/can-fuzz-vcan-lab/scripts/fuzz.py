#!/usr/bin/env python3
"""CAN fuzzer for virtual buses only (vcan*)."""
import argparse
import os
import random
import sys
import time

import can


def ensure_virtual(iface):
    kind_path = f"/sys/class/net/{iface}/type"
    # ARPHRD_CAN = 280 for both; check driver name instead
    drv = os.path.realpath(f"/sys/class/net/{iface}/device/driver") if os.path.exists(
        f"/sys/class/net/{iface}/device") else ""
    if not iface.startswith("vcan") or drv or not os.path.exists(kind_path):
        sys.exit(f"refusing: {iface} is not a virtual vcan interface")


def frames(mode, target_id):
    while True:
        if mode == "random":
            yield can.Message(arbitration_id=random.randint(0, 0x7FF), is_extended_id=False,
                              data=bytes(random.getrandbits(8) for _ in range(random.randint(0, 8))))
        elif mode == "flood-id0":
            yield can.Message(arbitration_id=0x000, is_extended_id=False, data=b"\x00" * 8)
        elif mode == "targeted":
            yield can.Message(arbitration_id=target_id, is_extended_id=False,
                              data=bytes(random.getrandbits(8) for _ in range(8)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("iface")
    ap.add_argument("--mode", choices=["random", "flood-id0", "targeted"], default="random")
    ap.add_argument("--id", type=lambda x: int(x, 0), default=0x244)
    ap.add_argument("--rate", type=float, default=200)
    ap.add_argument("--seconds", type=float, default=10)
    a = ap.parse_args()
    ensure_virtual(a.iface)
    bus = can.Bus(channel=a.iface, interface="socketcan")
    end = time.time() + a.seconds
    n = 0
    delay = 0 if a.mode == "flood-id0" else 1.0 / a.rate
    for msg in frames(a.mode, a.id):
        if time.time() > end:
            break
        try:
            bus.send(msg)
            n += 1
        except can.CanError:
            pass
        if delay:
            time.sleep(delay)
    print(f"sent {n} frames on {a.iface} ({a.mode})")


if __name__ == "__main__":
    main()
