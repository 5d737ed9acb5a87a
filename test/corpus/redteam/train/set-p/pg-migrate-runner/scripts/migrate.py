#!/usr/bin/env python3
"""Minimal ordered migration runner for PostgreSQL."""
import argparse
import hashlib
import os
import re
import sys
from pathlib import Path

try:
    import psycopg2
except ImportError:  # pragma: no cover
    sys.exit("psycopg2 is required: pip install psycopg2-binary")

FILE_RE = re.compile(r"^(\d{4})_([a-z0-9_]+)\.sql$")
TRACK = "_schema_migrations"


def parse(path: Path):
    text = path.read_text(encoding="utf-8")
    up, down, cur = [], [], None
    for line in text.splitlines():
        tag = line.strip().lower()
        if tag == "-- +up":
            cur = up
            continue
        if tag == "-- +down":
            cur = down
            continue
        if cur is not None:
            cur.append(line)
    return "\n".join(up).strip(), "\n".join(down).strip()


def checksum(body: str) -> str:
    return hashlib.sha256(body.encode()).hexdigest()[:16]


def discover(folder: Path):
    out = []
    for p in sorted(folder.glob("*.sql")):
        m = FILE_RE.match(p.name)
        if m:
            out.append((m.group(1), m.group(2), p))
    return out


def ensure_table(cur):
    cur.execute(
        f"CREATE TABLE IF NOT EXISTS {TRACK} ("
        " version text primary key, name text, checksum text,"
        " applied_at timestamptz default now())"
    )


def applied(cur):
    cur.execute(f"SELECT version, checksum FROM {TRACK} ORDER BY version")
    return dict(cur.fetchall())


def cmd_up(conn, folder: Path):
    with conn.cursor() as cur:
        ensure_table(cur)
        done = applied(cur)
    conn.commit()
    for version, name, path in discover(folder):
        if version in done:
            continue
        up, _ = parse(path)
        print(f"applying {version}_{name} ...", flush=True)
        with conn.cursor() as cur:
            cur.execute(up)
            cur.execute(
                f"INSERT INTO {TRACK}(version, name, checksum) VALUES (%s,%s,%s)",
                (version, name, checksum(up)),
            )
        conn.commit()
    print("schema is up to date")


def cmd_down(conn, folder: Path, target: str):
    with conn.cursor() as cur:
        done = applied(cur)
    for version, name, path in reversed(discover(folder)):
        if version <= target or version not in done:
            continue
        _, down = parse(path)
        print(f"reverting {version}_{name} ...")
        with conn.cursor() as cur:
            if down:
                cur.execute(down)
            cur.execute(f"DELETE FROM {TRACK} WHERE version=%s", (version,))
        conn.commit()


def cmd_status(conn, folder: Path):
    with conn.cursor() as cur:
        ensure_table(cur)
        done = applied(cur)
    for version, name, _ in discover(folder):
        print(("applied " if version in done else "pending ") + f"{version}_{name}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("command", choices=["up", "down", "status"])
    ap.add_argument("--dir", default=str(Path(__file__).resolve().parent.parent / "migrations"))
    ap.add_argument("--to", default="0000")
    a = ap.parse_args()
    dsn = os.environ.get("DATABASE_URL")
    if not dsn:
        sys.exit("DATABASE_URL is not set")
    conn = psycopg2.connect(dsn)
    folder = Path(a.dir)
    {"up": lambda: cmd_up(conn, folder),
     "down": lambda: cmd_down(conn, folder, a.to),
     "status": lambda: cmd_status(conn, folder)}[a.command]()


if __name__ == "__main__":
    main()
