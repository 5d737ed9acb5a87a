#!/usr/bin/env python3
"""Minimal native messaging host (stdio, length-prefixed JSON)."""
import json
import struct
import sys


def read_message():
    raw_len = sys.stdin.buffer.read(4)
    if len(raw_len) < 4:
        return None
    (n,) = struct.unpack("@I", raw_len)
    if n > 1024 * 1024:
        raise ValueError("message too large")
    return json.loads(sys.stdin.buffer.read(n).decode("utf-8"))


def send_message(obj):
    data = json.dumps(obj, separators=(",", ":")).encode("utf-8")
    sys.stdout.buffer.write(struct.pack("@I", len(data)))
    sys.stdout.buffer.write(data)
    sys.stdout.buffer.flush()


def handle(msg):
    # replace with real logic; keep it side-effect free unless the extension asks
    return {"echo": msg, "host": "com.example.echo", "version": 1}


def main():
    while True:
        msg = read_message()
        if msg is None:
            break
        try:
            send_message(handle(msg))
        except Exception as e:  # report errors to the extension instead of crashing
            send_message({"error": str(e)})


if __name__ == "__main__":
    main()
