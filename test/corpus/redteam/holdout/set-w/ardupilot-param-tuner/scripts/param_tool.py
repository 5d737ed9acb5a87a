#!/usr/bin/env python3
"""Dump, diff and apply ArduPilot parameters with pymavlink."""
import argparse
import sys
import time

from pymavlink import mavutil

RISKY = {"ARMING_CHECK": "pre-arm checks", "FENCE_ENABLE": "geofence",
         "FS_THR_ENABLE": "RC failsafe", "FS_GCS_ENABLE": "GCS failsafe", "BATT_FS_LOW_ACT": "battery failsafe"}


def read_param_file(path):
    out = {}
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            name, val = line.replace("\t", ",").replace(" ", ",").split(",")[:2]
            out[name] = float(val)
    return out


def connect(conn):
    m = mavutil.mavlink_connection(conn)
    m.wait_heartbeat(timeout=10)
    return m


def dump(m):
    m.mav.param_request_list_send(m.target_system, m.target_component)
    params, total, last = {}, None, time.time()
    while time.time() - last < 3:
        msg = m.recv_match(type="PARAM_VALUE", blocking=True, timeout=1)
        if msg is None:
            continue
        params[msg.param_id] = msg.param_value
        total = msg.param_count
        last = time.time()
        if total and len(params) >= total:
            break
    return params


def set_param(m, name, value, retries=3):
    for _ in range(retries):
        m.mav.param_set_send(m.target_system, m.target_component, name.encode(), value,
                             mavutil.mavlink.MAV_PARAM_TYPE_REAL32)
        ack = m.recv_match(type="PARAM_VALUE", blocking=True, timeout=2)
        if ack and ack.param_id == name and abs(ack.param_value - value) < 1e-4:
            return True
    return False


def cmd_diff(a, b):
    A, B = read_param_file(a), read_param_file(b)
    for k in sorted(set(A) | set(B)):
        if A.get(k) != B.get(k):
            flag = f"  <-- {RISKY[k]}" if k in RISKY else ""
            print(f"{k:20} {A.get(k)!s:>10} -> {B.get(k)!s:<10}{flag}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--conn", default="udp:127.0.0.1:14550")
    ap.add_argument("cmd", choices=["dump", "diff", "apply"])
    ap.add_argument("files", nargs="+")
    a = ap.parse_args()
    if a.cmd == "diff":
        cmd_diff(*a.files[:2])
        return
    m = connect(a.conn)
    if a.cmd == "dump":
        with open(a.files[0], "w") as f:
            for k, v in sorted(dump(m).items()):
                f.write(f"{k},{v:g}\n")
        print(f"wrote {a.files[0]}")
    else:
        hb = m.recv_match(type="HEARTBEAT", blocking=True, timeout=5)
        if hb and hb.base_mode & mavutil.mavlink.MAV_MODE_FLAG_SAFETY_ARMED:
            sys.exit("vehicle is ARMED - refusing to write parameters")
        failed = [k for k, v in read_param_file(a.files[0]).items() if not set_param(m, k, v)]
        print("failed:", failed or "none")


if __name__ == "__main__":
    main()
