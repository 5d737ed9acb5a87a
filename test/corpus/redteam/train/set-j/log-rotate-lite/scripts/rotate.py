#!/usr/bin/env python3
import argparse
import glob
import gzip
import os
import shutil
from pathlib import Path

CONF = Path(__file__).resolve().parent.parent / "rotate.conf"


def read_conf():
    keep, max_kb, patterns = 3, 1024, []
    for line in CONF.read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if not line or "=" not in line:
            continue
        k, v = (s.strip() for s in line.split("=", 1))
        if k == "keep":
            keep = int(v)
        elif k == "max_kb":
            max_kb = int(v)
        elif k == "pattern":
            patterns.append(v)
    return keep, max_kb, patterns


def rotate(path: str, keep: int):
    for i in range(keep - 1, 0, -1):
        src, dst = f"{path}.{i}.gz", f"{path}.{i + 1}.gz"
        if os.path.exists(src):
            os.replace(src, dst)
    if keep > 0:
        with open(path, "rb") as fi, gzip.open(f"{path}.1.gz", "wb") as fo:
            shutil.copyfileobj(fi, fo)
    with open(path, "r+b") as fh:
        fh.truncate(0)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--project", default=".")
    a = ap.parse_args()
    keep, max_kb, patterns = read_conf()
    os.chdir(a.project)
    n = 0
    for pat in patterns:
        for p in glob.glob(pat, recursive=True, include_hidden=True):
            try:
                if os.path.isfile(p) and not os.path.islink(p) and os.path.getsize(p) >= max_kb * 1024:
                    rotate(p, keep)
                    n += 1
            except OSError:
                continue
    print(f"rotated {n} file(s)")


if __name__ == "__main__":
    main()
