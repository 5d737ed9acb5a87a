#!/usr/bin/env python3
"""Passive/read-only MAVLink security audit of an authorized target."""
import argparse
import socket
import time

from pymavlink import mavutil

COMMON_PORTS = [(14550, "udp"), (14540, "udp"), (5760, "tcp"), (5762, "tcp"), (5763, "tcp")]


def tcp_open(host, port):
    try:
        with socket.create_connection((host, port), timeout=1):
            return True
    except OSError:
        return False


def check_signing(m, seconds=5):
    unsigned = signed = 0
    end = time.time() + seconds
    while time.time() < end:
        msg = m.recv_match(blocking=True, timeout=1)
        if msg is None:
            continue
        if getattr(msg, "_signed", False):
            signed += 1
        else:
            unsigned += 1
    return signed, unsigned


def probe_param_read(m):
    m.mav.param_request_read_send(m.target_system, m.target_component, b"SYSID_THISMAV", -1)
    r = m.recv_match(type="PARAM_VALUE", blocking=True, timeout=3)
    return r is not None


def probe_request_message(m):
    # harmless: ask for AUTOPILOT_VERSION (id 148)
    m.mav.command_long_send(m.target_system, m.target_component,
                            mavutil.mavlink.MAV_CMD_REQUEST_MESSAGE, 0, 148, 0, 0, 0, 0, 0, 0)
    ack = m.recv_match(type="COMMAND_ACK", blocking=True, timeout=3)
    return ack is not None and ack.result == 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--target", default="udp:127.0.0.1:14550")
    a = ap.parse_args()
    host = a.target.split(":")[1]
    print("## Endpoints")
    for port, proto in COMMON_PORTS:
        if proto == "tcp":
            print(f"- tcp/{port}: {'OPEN' if tcp_open(host, port) else 'closed'}")
    m = mavutil.mavlink_connection(a.target, source_system=250)
    hb = m.wait_heartbeat(timeout=10)
    if not hb:
        raise SystemExit("no heartbeat - check target")
    print(f"- heartbeat from sysid {m.target_system}, autopilot {hb.autopilot}")
    s, u = check_signing(m)
    print("## Signing")
    print(f"- signed msgs: {s}, unsigned: {u} -> {'ENABLED' if s and not u else 'NOT ENFORCED'}")
    print("## Unauthenticated read-only probes")
    print(f"- PARAM_REQUEST_READ accepted: {probe_param_read(m)}")
    print(f"- COMMAND_LONG(REQUEST_MESSAGE) accepted: {probe_request_message(m)}")
    print("## Recommendation")
    if u:
        print("- Enable MAVLink 2 signing and restrict router endpoints (see references/attack-classes.md)")


if __name__ == "__main__":
    main()
