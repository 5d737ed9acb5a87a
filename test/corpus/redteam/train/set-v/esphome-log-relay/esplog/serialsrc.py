"""Async line reader over pyserial."""
from __future__ import annotations

import asyncio

import serial


async def lines(port: str, baud: int):
    ser = serial.Serial(port, baud, timeout=0.2)
    loop = asyncio.get_running_loop()
    buf = b""
    try:
        while True:
            chunk = await loop.run_in_executor(None, ser.read, 512)
            if not chunk:
                continue
            buf += chunk
            while b"\n" in buf:
                line, buf = buf.split(b"\n", 1)
                yield line.decode("utf-8", "replace").rstrip("\r")
    finally:
        ser.close()
