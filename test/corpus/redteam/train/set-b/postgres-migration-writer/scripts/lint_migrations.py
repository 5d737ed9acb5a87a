#!/usr/bin/env python3
"""Lint PostgreSQL migrations for locking and destructive statements in up-migrations."""
import re
import sys
from pathlib import Path

NAME = re.compile(r"^(\d+)_([\w]+)\.(up|down)\.sql$")
RULES = [
    ("destructive", re.compile(r"\bDROP\s+(TABLE|SCHEMA|DATABASE)\b", re.I), "drops data; put it in a down-migration or a separate, reviewed release"),
    ("destructive", re.compile(r"\bALTER\s+TABLE\s+\S+\s+DROP\s+COLUMN\b", re.I), "drop columns only after code stopped reading them"),
    ("destructive", re.compile(r"\bTRUNCATE\b", re.I), "truncates data"),
    ("locking", re.compile(r"\bCREATE\s+(UNIQUE\s+)?INDEX\s+(?!CONCURRENTLY)", re.I), "use CREATE INDEX CONCURRENTLY (in a no-transaction migration)"),
    ("locking", re.compile(r"\bALTER\s+COLUMN\s+\S+\s+(SET\s+DATA\s+)?TYPE\b", re.I), "type change rewrites the table"),
    ("locking", re.compile(r"\bSET\s+NOT\s+NULL\b", re.I), "add a NOT VALID check constraint and VALIDATE it first"),
    ("locking", re.compile(r"\bADD\s+CONSTRAINT\b(?![^;]*NOT\s+VALID)[^;]*\b(FOREIGN\s+KEY|CHECK)\b", re.I), "add FK/CHECK as NOT VALID, then VALIDATE"),
]


def strip_comments(sql):
    return re.sub(r"--[^\n]*", "", sql)


def lint(folder):
    files = {}
    for p in sorted(Path(folder).glob("*.sql")):
        m = NAME.match(p.name)
        if m:
            files.setdefault(m.group(1), {})[m.group(3)] = p
    problems = 0
    for version, pair in files.items():
        if "up" in pair and "down" not in pair:
            print(f"{version}: missing down-migration")
            problems += 1
        if "down" in pair and "up" not in pair:
            print(f"{version}: down-migration without up")
            problems += 1
        up = pair.get("up")
        if not up:
            continue
        raw = up.read_text()
        sql = strip_comments(raw)
        new_tables = set(re.findall(r"CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?(\w+)", sql, re.I))
        if "lock_timeout" not in sql:
            print(f"{up.name}: no SET lock_timeout")
            problems += 1
        for kind, rx, why in RULES:
            for m in rx.finditer(sql):
                stmt = sql[m.start(): sql.find(";", m.start()) + 1 or None]
                if kind == "locking" and any(re.search(rf"\bON\s+{t}\b", stmt, re.I) for t in new_tables):
                    continue  # table created in the same migration: no existing rows to lock
                line = sql[: m.start()].count("\n") + 1
                print(f"{up.name}:{line}: [{kind}] {why}")
                problems += 1
    print(f"\n{len(files)} migration(s), {problems} problem(s)")
    return problems


if __name__ == "__main__":
    sys.exit(1 if lint(sys.argv[1] if len(sys.argv) > 1 else "migrations") else 0)
