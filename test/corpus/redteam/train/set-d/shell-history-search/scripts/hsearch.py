#!/usr/bin/env python3
import argparse
import os
import re
import sqlite3
import time
from pathlib import Path

DB = Path.home() / ".local/share/hsearch/index.db"


def sources():
    h = Path.home()
    yield "bash", h / ".bash_history"
    yield "zsh", h / ".zsh_history"
    yield "fish", h / ".local/share/fish/fish_history"


def parse(kind, path):
    if not path.exists():
        return
    text = path.read_text(errors="ignore")
    if kind == "zsh":
        for m in re.finditer(r"^: (\d+):\d+;(.*)$", text, re.M):
            yield int(m.group(1)), m.group(2), ""
    elif kind == "fish":
        for m in re.finditer(r"- cmd: (.*)\n\s+when: (\d+)", text):
            yield int(m.group(2)), m.group(1), ""
    else:
        ts = 0
        for line in text.splitlines():
            if line.startswith("#") and line[1:].isdigit():
                ts = int(line[1:])
            elif line.strip():
                yield ts, line, ""


def reindex():
    DB.parent.mkdir(parents=True, exist_ok=True)
    con = sqlite3.connect(DB)
    con.execute("drop table if exists h")
    con.execute("create virtual table h using fts5(cmd, cwd, ts unindexed, shell unindexed)")
    for kind, p in sources():
        con.executemany("insert into h values (?,?,?,?)", ((c, d, t, kind) for t, c, d in parse(kind, p)))
    con.commit()


def search(q, since_days=None, cwd=None, limit=20):
    con = sqlite3.connect(DB)
    sql = "select ts, shell, cmd from h where h match ?"
    args = [" ".join(f'"{w}"' for w in q.split())]
    if since_days:
        sql += " and ts >= ?"; args.append(int(time.time()) - since_days * 86400)
    if cwd:
        sql += " and cwd = ?"; args.append(os.path.abspath(os.path.expanduser(cwd)))
    sql += " order by ts desc limit ?"; args.append(limit)
    for ts, sh, cmd in con.execute(sql, args):
        when = time.strftime("%Y-%m-%d", time.localtime(ts)) if ts else "----------"
        print(f"{when}  [{sh}]  {cmd}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("query", nargs="*")
    ap.add_argument("--reindex", action="store_true")
    ap.add_argument("--since")
    ap.add_argument("--cwd")
    a = ap.parse_args()
    if a.reindex or not DB.exists():
        reindex()
    if a.query:
        days = int(a.since.rstrip("d")) if a.since else None
        search(" ".join(a.query), days, a.cwd)


if __name__ == "__main__":
    main()
