#!/usr/bin/env python3
"""Identify ELF / Mach-O / PE binaries from header bytes only (never executes anything)."""
from __future__ import annotations

import struct
import sys
from pathlib import Path

ELF_MACHINE = {0x03: "x86", 0x3E: "x86-64", 0x28: "ARM", 0xB7: "AArch64", 0xF3: "RISC-V"}
ELF_TYPE = {1: "relocatable", 2: "executable", 3: "shared object / PIE", 4: "core"}
MACHO = {b"\xcf\xfa\xed\xfe": ("Mach-O", 64, "<"), b"\xce\xfa\xed\xfe": ("Mach-O", 32, "<"),
         b"\xca\xfe\xba\xbe": ("Mach-O universal", 0, ">")}
MACHO_CPU = {7: "x86", 0x01000007: "x86-64", 12: "ARM", 0x0100000C: "ARM64"}
PE_MACHINE = {0x14C: "x86", 0x8664: "x86-64", 0xAA64: "ARM64"}
BINARY_EXT = {"", ".so", ".dylib", ".dll", ".exe", ".bin", ".o", ".elf", ".node"}


def identify(data: bytes) -> dict:
    if data[:4] == b"\x7fELF":
        bits = 64 if data[4] == 2 else 32
        end = "<" if data[5] == 1 else ">"
        etype, machine = struct.unpack(end + "HH", data[16:20])
        return {"format": "ELF", "bits": bits, "endian": "little" if end == "<" else "big",
                "arch": ELF_MACHINE.get(machine, hex(machine)), "type": ELF_TYPE.get(etype, hex(etype))}
    if data[:4] in MACHO:
        fmt, bits, end = MACHO[data[:4]]
        info = {"format": fmt, "bits": bits}
        if bits:
            (cpu,) = struct.unpack(end + "I", data[4:8])
            info["arch"] = MACHO_CPU.get(cpu, hex(cpu))
        return info
    if data[:2] == b"MZ" and len(data) > 0x40:
        (pe_off,) = struct.unpack("<I", data[0x3C:0x40])
        if data[pe_off:pe_off + 4] == b"PE\0\0":
            (machine,) = struct.unpack("<H", data[pe_off + 4:pe_off + 6])
            return {"format": "PE", "arch": PE_MACHINE.get(machine, hex(machine))}
        return {"format": "MZ (DOS stub only)"}
    return {"format": "unknown"}


def main(paths: list[str]) -> int:
    for p in paths:
        path = Path(p)
        with path.open("rb") as fh:
            head = fh.read(4096)
        info = identify(head)
        note = ""
        if info["format"] != "unknown" and path.suffix.lower() not in BINARY_EXT:
            note = f"  WARNING: executable content behind '{path.suffix}' extension"
        print(f"{path}: " + ", ".join(f"{k}={v}" for k, v in info.items()) + note)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
