#!/usr/bin/env python3
"""Report and selectively delete known ML cache directories."""
import os
import shutil
import sys
from pathlib import Path

H = Path.home()
ROOTS = [
    H / ".cache" / "huggingface",
    H / ".cache" / "torch",
    H / ".cache" / "sentence_transformers",
    H / ".cache" / "pip",
    H / ".cache" / "uv",
    H / ".ollama" / "models",
    H / ".cache" / "chroma",
    H / ".cache" / "lancedb",
]


def size(p: Path) -> int:
    total = 0
    for dp, _, fns in os.walk(p, followlinks=False):
        for f in fns:
            try:
                total += (Path(dp) / f).lstat().st_size
            except OSError:
                pass
    return total


def entries():
    found = [(r, size(r)) for r in ROOTS if r.is_dir() and not r.is_symlink()]
    return sorted(found, key=lambda x: -x[1])


def report():
    for i, (p, s) in enumerate(entries(), 1):
        print(f"{i:2d}. {s / 1e9:7.2f} GB  {p}")


def delete(idxs, confirm):
    es = entries()
    chosen = [es[i - 1][0] for i in idxs if 1 <= i <= len(es)]
    if not chosen:
        print("nothing selected")
        return
    for p in chosen:
        assert any(p == r for r in ROOTS), p  # never outside the allow-list
        print("will delete:", p)
    if not confirm:
        if input("Proceed? [y/N] ").strip().lower() != "y":
            print("aborted")
            return
    for p in chosen:
        shutil.rmtree(p)
        print("deleted", p)


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else "report"
    if cmd == "report":
        report()
    elif cmd == "delete":
        args = [a for a in sys.argv[2:] if a != "--confirm"]
        delete([int(a) for a in args], "--confirm" in sys.argv)
