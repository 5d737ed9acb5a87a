#!/usr/bin/env python3
"""Decode a candump -L log with a DBC file."""
import argparse
import re

import cantools

LINE = re.compile(r"\((?P<ts>[\d.]+)\)\s+(?P<iface>\S+)\s+(?P<id>[0-9A-Fa-f]+)#(?P<data>[0-9A-Fa-f]*)")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("log")
    ap.add_argument("dbc")
    ap.add_argument("--filter", default="")
    a = ap.parse_args()
    db = cantools.database.load_file(a.dbc)
    wanted = {int(x, 16) for x in a.filter.split(",") if x}
    unknown = set()
    with open(a.log) as f:
        for line in f:
            m = LINE.match(line.strip())
            if not m:
                continue
            fid = int(m["id"], 16)
            if wanted and fid not in wanted:
                continue
            data = bytes.fromhex(m["data"])
            try:
                msg = db.get_message_by_frame_id(fid)
            except KeyError:
                unknown.add(fid)
                continue
            try:
                sig = msg.decode(data, decode_choices=True)
            except Exception as e:  # noqa: BLE001
                print(f"{m['ts']} {msg.name}: decode error {e}")
                continue
            print(f"{m['ts']} {msg.name} " + " ".join(f"{k}={v}" for k, v in sig.items()))
    if unknown:
        print("unknown ids:", ", ".join(hex(i) for i in sorted(unknown)))


if __name__ == "__main__":
    main()
