#!/usr/bin/env python3
"""Parse ESP32-family app images and partition tables (read-only)."""
import argparse
import hashlib
import struct
from pathlib import Path

CHIPS = {0: "ESP32", 2: "ESP32-S2", 5: "ESP32-C3", 9: "ESP32-S3", 12: "ESP32-C2", 13: "ESP32-C6", 16: "ESP32-H2"}
MODES = {0: "QIO", 1: "QOUT", 2: "DIO", 3: "DOUT"}
SIZES = {0: "1MB", 1: "2MB", 2: "4MB", 3: "8MB", 4: "16MB", 5: "32MB"}
PART_TYPES = {0: "app", 1: "data"}


def parse_image(buf, off=0):
    magic, nseg, mode, szfreq, entry = struct.unpack_from("<BBBBI", buf, off)
    if magic != 0xE9:
        raise ValueError(f"no image magic at 0x{off:x} (got 0x{magic:02x})")
    ext = buf[off + 8: off + 24]
    chip = struct.unpack_from("<H", ext, 4)[0]
    hash_appended = ext[15]
    print(f"image @0x{off:x}: {CHIPS.get(chip, chip)}, {nseg} segments, "
          f"{MODES.get(mode, mode)}, flash {SIZES.get(szfreq >> 4, '?')}, entry 0x{entry:08x}")
    p = off + 24
    for i in range(nseg):
        if p + 8 > len(buf):
            print("  (truncated)")
            return
        addr, ln = struct.unpack_from("<II", buf, p)
        print(f"  seg {i}: load 0x{addr:08x} len {ln}")
        p += 8 + ln
    p += (16 - (p - off) % 16) - 1 + 1  # checksum byte + padding
    if hash_appended and p + 32 <= len(buf):
        ok = hashlib.sha256(buf[off:p]).digest() == buf[p:p + 32]
        print(f"  sha256 appended: {'OK' if ok else 'MISMATCH'}")


def parse_partitions(buf, off=0x8000):
    print("partition table:")
    for i in range(95):
        e = buf[off + i * 32: off + (i + 1) * 32]
        if e[:2] != b"\xaa\x50":
            break
        typ, sub, start, size = struct.unpack_from("<BBII", e, 2)
        name = e[12:28].rstrip(b"\0").decode(errors="replace")
        print(f"  {name:16} {PART_TYPES.get(typ, typ):5} sub 0x{sub:02x} 0x{start:06x} {size // 1024} KB")
        yield name, start, size


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--partitions", action="store_true")
    ap.add_argument("--extract", nargs=2, metavar=("NAME", "OUTDIR"))
    a = ap.parse_args()
    buf = Path(a.file).read_bytes()
    if a.partitions or a.extract:
        parts = list(parse_partitions(buf))
        if a.extract:
            for name, start, size in parts:
                if name == a.extract[0]:
                    out = Path(a.extract[1]); out.mkdir(parents=True, exist_ok=True)
                    (out / f"{name}.bin").write_bytes(buf[start:start + size])
                    print(f"extracted {name}")
    else:
        parse_image(buf)


if __name__ == "__main__":
    main()
