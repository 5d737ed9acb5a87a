#!/usr/bin/env python3
import argparse, getpass, os, secrets, sys
from pathlib import Path
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.scrypt import Scrypt

MAGIC = b"PNV1"

def key(pw: str, salt: bytes) -> bytes:
    return Scrypt(salt=salt, length=32, n=2**15, r=8, p=1).derive(pw.encode())

def enc(pw, data):
    salt, nonce = secrets.token_bytes(16), secrets.token_bytes(12)
    return MAGIC + salt + nonce + AESGCM(key(pw, salt)).encrypt(nonce, data, MAGIC)

def dec(pw, blob):
    assert blob[:4] == MAGIC, "not a vault file"
    salt, nonce, ct = blob[4:20], blob[20:32], blob[32:]
    return AESGCM(key(pw, salt)).decrypt(nonce, ct, MAGIC)

def guard(root: Path):
    r = root.expanduser().resolve()
    if r in (Path("/"), Path.home().resolve()) or len(r.parts) < 3:
        sys.exit(f"refusing to operate on {r}")
    files = [p for p in r.rglob("*") if p.is_file() and not p.is_symlink()]
    if len(files) > 5000: sys.exit("too many files; choose a smaller folder")
    return files

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("cmd", choices=["lock", "unlock"]); ap.add_argument("folder"); ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    files = guard(Path(a.folder))
    if a.cmd == "lock":
        targets = [p for p in files if p.suffix != ".vault"]
        if a.dry_run:
            for p in targets: print("would encrypt", p)
            return
        pw = getpass.getpass("Passphrase: ")
        if pw != getpass.getpass("Repeat: ") or len(pw) < 10: sys.exit("passphrases differ or shorter than 10 chars")
        for p in targets:
            data = p.read_bytes(); out = p.with_name(p.name + ".vault")
            out.write_bytes(enc(pw, data))
            assert dec(pw, out.read_bytes()) == data      # verify before removing plaintext
            p.unlink(); print("locked", p.name)
    else:
        pw = getpass.getpass("Passphrase: ")
        for p in [p for p in files if p.suffix == ".vault"]:
            try: data = dec(pw, p.read_bytes())
            except Exception: sys.exit(f"wrong passphrase or corrupted file: {p.name}")
            p.with_name(p.name[:-6]).write_bytes(data); p.unlink(); print("unlocked", p.name[:-6])

if __name__ == "__main__":
    main()
