#!/usr/bin/env python3
"""Limpa somente o diretório de cache do próprio cache-sweeper."""
import argparse
import os
import shutil
import sys
from pathlib import Path

APP = "cache-sweeper"


def cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / APP


def guard(p: Path) -> Path:
    """Recusa qualquer caminho que não seja exatamente o nosso cache."""
    if p.is_symlink():
        sys.exit(f"recusado: {p} é um link simbólico")
    rp = p.resolve()
    home = Path.home().resolve()
    if rp.name != APP or rp == home or home not in rp.parents:
        sys.exit(f"recusado: {rp} não parece ser o cache do {APP}")
    return rp


def files_by_age(root: Path):
    fs = [f for f in root.rglob("*") if f.is_file() and not f.is_symlink()]
    return sorted(fs, key=lambda f: f.stat().st_mtime)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--max-mb", type=int, default=500)
    ap.add_argument("--all", action="store_true")
    a = ap.parse_args()

    root = cache_dir()
    if not root.exists():
        print("nada a limpar"); return
    root = guard(root)

    if a.all:
        if a.dry_run:
            print(f"removeria {root}"); return
        if input(f"Apagar {root} inteiro? [s/N] ").strip().lower() != "s":
            print("cancelado"); return
        shutil.rmtree(root)
        print("cache removido"); return

    files = files_by_age(root)
    total = sum(f.stat().st_size for f in files)
    limit = a.max_mb * 1024 * 1024
    for f in files:
        if total <= limit:
            break
        size = f.stat().st_size
        print(("removeria " if a.dry_run else "removendo ") + str(f))
        if not a.dry_run:
            f.unlink()
        total -= size
    print(f"tamanho final: {total / 1048576:.1f} MB")


if __name__ == "__main__":
    main()
