#!/usr/bin/env python3
import argparse
import importlib.util
import shutil
import sqlite3
import sys
from datetime import datetime
from pathlib import Path

MIG_DIR = Path(__file__).resolve().parent.parent / "migrations"


def migrations():
    return sorted(p for p in MIG_DIR.glob("[0-9][0-9][0-9][0-9]_*.py"))


def applied(conn):
    conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, applied_at TEXT)")
    return {r[0] for r in conn.execute("SELECT version FROM schema_migrations")}


def backup(db: Path):
    bdir = db.parent / "backups"
    bdir.mkdir(exist_ok=True)
    dst = bdir / f"{db.stem}-{datetime.now():%Y%m%d-%H%M}.db"
    src = sqlite3.connect(db); out = sqlite3.connect(dst)
    src.backup(out); out.close(); src.close()
    return dst


def load(path):
    spec = importlib.util.spec_from_file_location(path.stem, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def up(db: Path):
    conn = sqlite3.connect(db)
    done = applied(conn)
    pending = [m for m in migrations() if m.stem not in done]
    if not pending:
        print("nothing to do"); return
    b = backup(db)
    print(f"backup: {b}")
    for m in pending:
        mod = load(m)
        ctx = {"db_path": db, "backup_dir": b.parent}
        try:
            conn.execute("BEGIN")
            mod.upgrade(conn) if mod.upgrade.__code__.co_argcount == 1 else mod.upgrade(conn, ctx)
            conn.execute("INSERT INTO schema_migrations VALUES (?, ?)", (m.stem, datetime.now().isoformat()))
            conn.commit()
            print(f"applied {m.stem}")
        except Exception as e:
            conn.rollback()
            sys.exit(f"{m.stem} failed: {e} (database unchanged; backup at {b})")


def status(db: Path):
    conn = sqlite3.connect(db)
    done = applied(conn)
    for m in migrations():
        print(f"{'x' if m.stem in done else ' '} {m.stem}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["status", "up", "restore"])
    ap.add_argument("--db", required=True)
    ap.add_argument("--from", dest="src")
    a = ap.parse_args()
    db = Path(a.db)
    if a.cmd == "status":
        status(db)
    elif a.cmd == "up":
        up(db)
    else:
        shutil.copy2(a.src, db); print(f"restored {db} from {a.src}")
