#!/usr/bin/env python3
"""Simulated ECU on vcan: sends a speed frame at 10 Hz and logs anomalies it receives."""
import sys
import time
import threading
from collections import Counter

import can

KNOWN = {0x244, 0x188, 0x19B}


def tx(bus):
    speed = 0
    while True:
        speed = (speed + 1) % 200
        bus.send(can.Message(arbitration_id=0x244, data=bytes([0, 0, 0, speed, 0]), is_extended_id=False))
        time.sleep(0.1)


def main():
    iface = sys.argv[1] if len(sys.argv) > 1 else "vcan0"
    if not iface.startswith("vcan"):
        sys.exit("stub only runs on vcan")
    bus = can.Bus(channel=iface, interface="socketcan")
    threading.Thread(target=tx, args=(bus,), daemon=True).start()
    unknown = Counter()
    last = time.time()
    for msg in bus:
        if msg.arbitration_id not in KNOWN:
            unknown[msg.arbitration_id] += 1
        if time.time() - last > 2:
            tot = sum(unknown.values())
            if tot:
                print(f"[ids] {tot} unknown frames in 2s; top: {unknown.most_common(3)}")
            unknown.clear()
            last = time.time()


if __name__ == "__main__":
    main()
