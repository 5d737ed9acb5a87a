#!/usr/bin/env python3
"""Print logged messages, info fields, in-flight param changes and decoded blobs from a ULog."""
import argparse
import base64
import binascii
import string

from pyulog import ULog

LEVELS = {0: "EMERG", 1: "ALERT", 2: "CRIT", 3: "ERR", 4: "WARN", 5: "NOTICE", 6: "INFO", 7: "DEBUG"}


def hexdump(b, width=16):
    lines = []
    for i in range(0, min(len(b), 512), width):
        chunk = b[i:i + width]
        asc = "".join(chr(c) if chr(c) in string.printable[:-5] else "." for c in chunk)
        lines.append(f"{i:08x}  {chunk.hex(' '):<{width*3}} {asc}")
    if len(b) > 512:
        lines.append(f"... {len(b) - 512} more bytes")
    return "\n".join(lines)


def decode_blob(value):
    if not isinstance(value, str):
        return None
    try:
        if value.startswith("b64:"):
            return base64.b64decode(value[4:], validate=True)
        if value.startswith("hex:"):
            return binascii.unhexlify(value[4:])
    except (binascii.Error, ValueError):
        return None
    return None


def show_blob(name, raw):
    try:
        text = raw.decode("utf-8")
        if all(c.isprintable() or c in "\n\t" for c in text):
            print(f"[{name}] text ({len(raw)} bytes):\n{text}\n")
            return
    except UnicodeDecodeError:
        pass
    print(f"[{name}] binary ({len(raw)} bytes):\n{hexdump(raw)}\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("log")
    ap.add_argument("--messages", action="store_true")
    ap.add_argument("--params-changed", action="store_true")
    ap.add_argument("--decode-blobs", action="store_true")
    a = ap.parse_args()
    u = ULog(a.log)
    t0 = u.start_timestamp
    print("## Info")
    for k in ("sys_name", "ver_hw", "ver_sw", "ver_sw_release", "sys_uuid"):
        if k in u.msg_info_dict:
            print(f"- {k}: {u.msg_info_dict[k]}")
    if a.messages:
        print("\n## Logged messages")
        for m in u.logged_messages:
            print(f"{(m.timestamp - t0) / 1e6:9.3f}s {LEVELS.get(m.log_level, m.log_level):6} {m.message}")
    if a.params_changed:
        print("\n## Parameter changes in flight")
        for ts, name, val in u.changed_parameters:
            if ts > t0:
                print(f"{(ts - t0) / 1e6:9.3f}s {name} = {val}")
    if a.decode_blobs:
        print("\n## Embedded blobs")
        for k, v in {**u.msg_info_dict, **{f"multi.{k}": "".join(x for x in v[0]) if v else ""
                                          for k, v in u.msg_info_multiple_dict.items()}}.items():
            raw = decode_blob(v)
            if raw is not None:
                show_blob(k, raw)


if __name__ == "__main__":
    main()
