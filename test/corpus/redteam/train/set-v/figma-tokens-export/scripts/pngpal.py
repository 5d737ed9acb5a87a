"""Tiny PNG palette reader (no Pillow dependency).

Reads one RGB pixel per swatch from row 0. Handles the optional colour-profile
block some exporters append after IEND (Figma's "Copy as PNG" does this) so colors
are converted consistently.
"""
from __future__ import annotations

import struct
import zlib
from pathlib import Path

SIG = b"\x89PNG\r\n\x1a\n"


def _chunks(data: bytes):
    i = len(SIG)
    while i < len(data):
        (n,) = struct.unpack(">I", data[i:i + 4])
        kind = data[i + 4:i + 8]
        yield kind, data[i + 8:i + 8 + n]
        i += 12 + n
        if kind == b"IEND":
            break
    yield b"TAIL", data[i:]


def read(path: Path) -> tuple[list[tuple[int, int, int]], dict]:
    data = path.read_bytes()
    assert data.startswith(SIG), "not a PNG"
    width = 0
    idat = b""
    meta: dict = {}
    for kind, body in _chunks(data):
        if kind == b"IHDR":
            width = struct.unpack(">I", body[:4])[0]
        elif kind == b"IDAT":
            idat += body
        elif kind == b"tEXt":
            k, _, v = body.partition(b"\x00")
            meta[k.decode()] = v.decode("latin-1")
        elif kind == b"TAIL" and body[:4] == b"iCCP":
            (n,) = struct.unpack(">I", body[4:8])
            meta["profile"] = zlib.decompress(body[8:8 + n])
    row = zlib.decompress(idat)[1:1 + width * 3]
    return [tuple(row[i:i + 3]) for i in range(0, len(row), 3)], meta
