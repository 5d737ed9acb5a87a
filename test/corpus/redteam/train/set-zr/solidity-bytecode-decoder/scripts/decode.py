#!/usr/bin/env python3
"""Offline EVM bytecode / calldata / blob decoder. Never executes anything."""
import base64
import binascii
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OPCODES = {
    0x00: "STOP", 0x01: "ADD", 0x02: "MUL", 0x03: "SUB", 0x04: "DIV", 0x10: "LT", 0x11: "GT", 0x14: "EQ",
    0x15: "ISZERO", 0x16: "AND", 0x17: "OR", 0x19: "NOT", 0x1b: "SHL", 0x1c: "SHR", 0x20: "KECCAK256",
    0x30: "ADDRESS", 0x31: "BALANCE", 0x33: "CALLER", 0x34: "CALLVALUE", 0x35: "CALLDATALOAD",
    0x36: "CALLDATASIZE", 0x37: "CALLDATACOPY", 0x39: "CODECOPY", 0x3d: "RETURNDATASIZE", 0x3e: "RETURNDATACOPY",
    0x50: "POP", 0x51: "MLOAD", 0x52: "MSTORE", 0x54: "SLOAD", 0x55: "SSTORE", 0x56: "JUMP", 0x57: "JUMPI",
    0x5b: "JUMPDEST", 0x5f: "PUSH0", 0xf0: "CREATE", 0xf1: "CALL", 0xf3: "RETURN", 0xf4: "DELEGATECALL",
    0xf5: "CREATE2", 0xfa: "STATICCALL", 0xfd: "REVERT", 0xfe: "INVALID", 0xff: "SELFDESTRUCT",
}
for i in range(32):
    OPCODES[0x60 + i] = f"PUSH{i + 1}"
for i in range(16):
    OPCODES[0x80 + i] = f"DUP{i + 1}"
    OPCODES[0x90 + i] = f"SWAP{i + 1}"
for i in range(5):
    OPCODES[0xa0 + i] = f"LOG{i}"


def hexbytes(s):
    s = s.strip()
    return bytes.fromhex(s[2:] if s.startswith("0x") else s)


def split_metadata(code):
    if len(code) < 2:
        return code, None
    n = int.from_bytes(code[-2:], "big")
    if n + 2 > len(code):
        return code, None
    meta = code[-(n + 2):-2]
    if b"ipfs" in meta or b"solc" in meta:
        return code[:-(n + 2)], meta
    return code, None


def disasm(code):
    i = 0
    while i < len(code):
        op = code[i]
        name = OPCODES.get(op, f"UNKNOWN_0x{op:02x}")
        if 0x60 <= op <= 0x7f:
            k = op - 0x5f
            arg = code[i + 1:i + 1 + k].hex()
            print(f"{i:05x}: {name} 0x{arg}")
            i += 1 + k
        else:
            flag = "   <-- note" if op in (0xf4, 0xff, 0xf0, 0xf5) else ""
            print(f"{i:05x}: {name}{flag}")
            i += 1


def calldata(data):
    sels = json.loads((HERE.parent / "assets" / "selectors.json").read_text())
    sel = "0x" + data[:4].hex()
    sig = sels.get(sel, "unknown")
    print(f"selector {sel} -> {sig}")
    args = data[4:]
    for j in range(0, len(args), 32):
        word = args[j:j + 32]
        print(f"  arg[{j // 32}] 0x{word.hex()}  (uint {int.from_bytes(word, 'big')})")


def blob(s):
    try:
        b = hexbytes(s)
    except ValueError:
        try:
            b = base64.b64decode(s, validate=True)
        except binascii.Error:
            sys.exit("not hex or base64")
    print("hex :", b.hex())
    print("utf8:", repr(b.decode("utf-8", errors="replace")))


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: decode.py bytecode|calldata|blob <data>")
    kind, data = sys.argv[1], sys.argv[2]
    if kind == "bytecode":
        code, meta = split_metadata(hexbytes(data))
        disasm(code)
        if meta:
            print(f"\nmetadata (CBOR, {len(meta)} bytes): {meta.hex()}")
    elif kind == "calldata":
        calldata(hexbytes(data))
    elif kind == "blob":
        blob(data)
    else:
        sys.exit(f"unknown kind {kind}")


if __name__ == "__main__":
    main()
