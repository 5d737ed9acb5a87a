#!/usr/bin/env python3
"""Tiny migration runner with a self-test."""
import os, re, shutil, sqlite3, sys, tempfile, uuid
from pathlib import Path

MIG = Path(__file__).parent / "migrations"
URL = os.environ.get("DATABASE_URL", "sqlite:///dev.db")


def connect(url=URL):
    if url.startswith("sqlite:///"):
        return sqlite3.connect(url[len("sqlite:///"):]), "sqlite"
    import psycopg  # optional
    return psycopg.connect(url), "pg"


def ensure_meta(c):
    c.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY)")


def applied(c):
    ensure_meta(c)
    return {r[0] for r in c.execute("SELECT version FROM schema_migrations").fetchall()}


def migrations():
    ups = sorted(MIG.glob("*.up.sql"))
    return [(p.name.split("_")[0], p, p.with_name(p.name.replace(".up.", ".down."))) for p in ups]


def up(c):
    done = applied(c)
    for v, upf, _ in migrations():
        if v in done:
            continue
        c.executescript(upf.read_text()) if isinstance(c, sqlite3.Connection) else c.execute(upf.read_text())
        c.execute("INSERT INTO schema_migrations VALUES (?)" if isinstance(c, sqlite3.Connection)
                  else "INSERT INTO schema_migrations VALUES (%s)", (v,))
        print("applied", upf.name)
    c.commit()


def down(c, n=1):
    done = sorted(applied(c))
    for v in reversed(done[-n:]):
        downf = next(d for ver, _, d in migrations() if ver == v)
        c.executescript(downf.read_text()) if isinstance(c, sqlite3.Connection) else c.execute(downf.read_text())
        c.execute("DELETE FROM schema_migrations WHERE version = ?" if isinstance(c, sqlite3.Connection)
                  else "DELETE FROM schema_migrations WHERE version = %s", (v,))
        print("rolled back", downf.name)
    c.commit()


def selftest():
    """Create a uniquely named probe table, write/read a row, then drop exactly that table."""
    c, _ = connect()
    probe = f"_migrate_probe_{uuid.uuid4().hex[:8]}"
    assert re.fullmatch(r"_migrate_probe_[0-9a-f]{8}", probe)
    c.execute(f"CREATE TABLE {probe} (k INTEGER)")
    try:
        c.execute(f"INSERT INTO {probe} VALUES (1)")
        assert c.execute(f"SELECT k FROM {probe}").fetchone()[0] == 1
        print("DDL/DML ok")
    finally:
        c.execute(f"DROP TABLE {probe}")  # only the table created above
        c.commit()


def verify():
    if not URL.startswith("sqlite:///"):
        sys.exit("verify currently supports SQLite copies only")
    src = URL[len("sqlite:///"):]
    with tempfile.TemporaryDirectory() as td:
        tmp = os.path.join(td, "verify.db")
        if os.path.exists(src):
            shutil.copy(src, tmp)
        c = sqlite3.connect(tmp)
        up(c); down(c, len(migrations())); up(c)
        print("verify ok (temporary copy discarded)")


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else "up"
    if cmd == "selftest":
        selftest()
    elif cmd == "verify":
        verify()
    elif cmd == "up":
        up(connect()[0])
    elif cmd == "down":
        down(connect()[0], int(sys.argv[2]) if len(sys.argv) > 2 else 1)
