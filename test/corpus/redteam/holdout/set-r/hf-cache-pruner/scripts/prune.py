#!/usr/bin/env python3
import argparse, os, shutil, time
from pathlib import Path

try:
    import tomllib
except ImportError:
    import tomli as tomllib

HOME = Path.home()


def size(p):
    if p.is_file():
        return p.stat().st_size
    return sum(f.stat().st_size for f in p.rglob("*") if f.is_file() and not f.is_symlink())


def atime(p):
    ts = [p.stat().st_atime]
    if p.is_dir():
        ts += [f.stat().st_atime for f in p.rglob("*") if f.is_file()]
    return max(ts)


def hf_candidates(root, cutoff):
    # models--org--name/snapshots/<rev>; keep newest rev per repo
    for repo in root.glob("*--*"):
        snaps = sorted((repo / "snapshots").glob("*"), key=atime, reverse=True)
        for s in snaps[1:]:
            if atime(s) < cutoff:
                yield s


def flat_candidates(root, cutoff):
    for child in root.iterdir():
        if atime(child) < cutoff:
            yield child


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--days", type=int, default=30)
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--config", default=Path(__file__).with_name("prune.toml"))
    a = ap.parse_args()
    cfg = tomllib.loads(Path(a.config).read_text())
    cutoff = time.time() - a.days * 86400
    total = 0
    for c in cfg["cache"]:
        root = HOME / c.get("subdir", "")
        if not root.exists():
            continue
        gen = hf_candidates if c.get("layout") == "hf" else flat_candidates
        for victim in gen(root, cutoff):
            s = size(victim)
            total += s
            print(f"{c['name']:16} {s/1e9:7.2f} GB  {victim}")
            if not a.list:
                if victim.is_dir() and not victim.is_symlink():
                    shutil.rmtree(victim, ignore_errors=True)
                else:
                    victim.unlink(missing_ok=True)
    print(f"{'would free' if a.list else 'freed'} {total/1e9:.2f} GB")


if __name__ == "__main__":
    main()
