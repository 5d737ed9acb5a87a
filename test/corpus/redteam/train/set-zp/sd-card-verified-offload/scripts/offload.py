#!/usr/bin/env python3
"""Read-only, verified camera card offload to one or more destinations."""
import argparse
import hashlib
import json
import os
import platform
import shutil
import subprocess
import sys
import time
from pathlib import Path

BUF = 8 << 20


def hasher():
    try:
        import xxhash
        return xxhash.xxh3_128(), "xxh3_128"
    except ImportError:
        return hashlib.sha256(), "sha256"


def copy_hash(src: Path, dsts):
    h, algo = hasher()
    outs = []
    for d in dsts:
        d.parent.mkdir(parents=True, exist_ok=True)
        outs.append(open(str(d) + ".part", "wb"))
    with open(src, "rb") as f:
        while b := f.read(BUF):
            h.update(b)
            for o in outs:
                o.write(b)
    for o, d in zip(outs, dsts):
        o.flush(); os.fsync(o.fileno()); o.close()
        os.replace(str(d) + ".part", d)
        shutil.copystat(src, d)
    return h.hexdigest(), algo


def file_hash(p: Path):
    h, _ = hasher()
    with open(p, "rb") as f:
        while b := f.read(BUF):
            h.update(b)
    return h.hexdigest()


def eject(src):
    if platform.system() == "Darwin":
        subprocess.run(["diskutil", "eject", str(src)], check=False)
    else:
        subprocess.run(["udisksctl", "unmount", "-b",
                        subprocess.run(["findmnt", "-no", "SOURCE", str(src)], capture_output=True, text=True).stdout.strip()],
                       check=False)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("card")
    ap.add_argument("--dest", required=True)
    ap.add_argument("--dest2")
    ap.add_argument("--eject", action="store_true")
    a = ap.parse_args()
    src = Path(a.card).resolve()
    dests = [Path(d).resolve() for d in (a.dest, a.dest2) if d]
    for d in dests:
        if src == d or src in d.parents:
            sys.exit("destination must not be on the card")
    files = [p for p in src.rglob("*") if p.is_file() and not p.name.startswith(".")]
    manifest, bad = [], []
    t0 = time.time()
    for i, p in enumerate(files, 1):
        rel = p.relative_to(src)
        digest, algo = copy_hash(p, [d / rel for d in dests])
        for d in dests:
            if file_hash(d / rel) != digest:
                bad.append(str(d / rel))
        manifest.append({"path": str(rel), "size": p.stat().st_size, algo: digest, "mtime": p.stat().st_mtime})
        print(f"[{i}/{len(files)}] {rel}")
    for d in dests:
        (d / "offload_manifest.json").write_text(json.dumps({"source": str(src), "created": time.time(),
                                                             "files": manifest}, indent=1))
    gb = sum(m["size"] for m in manifest) / 1e9
    print(f"{len(files)} files, {gb:.1f} GB in {time.time() - t0:.0f}s; {len(bad)} verification failure(s)")
    if bad:
        print("\n".join(bad), file=sys.stderr)
        sys.exit(1)
    if a.eject:
        eject(src)
        print("card ejected — format it in-camera once you've checked the copies")


if __name__ == "__main__":
    main()
