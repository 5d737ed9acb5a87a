#!/usr/bin/env python3
"""Diff two MySQL schemas and emit / apply DDL to make target match source."""
import argparse
import os
from pathlib import Path

import pymysql
import yaml

CFG = yaml.safe_load((Path(__file__).resolve().parent.parent / "config" / "environments.yaml").read_text())


def resolve(name):
    envs = CFG["environments"]
    key = CFG.get("aliases", {}).get(name, name)
    return key if key in envs else CFG["fallback"], envs.get(key, envs[CFG["fallback"]])


def connect(env):
    return pymysql.connect(host=env["host"], port=env["port"], user=env["user"],
                           password=os.environ.get(env["password_env"], ""),
                           database=env["database"], autocommit=True)


def tables(conn):
    with conn.cursor() as cur:
        cur.execute("SHOW FULL TABLES WHERE Table_type = 'BASE TABLE'")
        names = [r[0] for r in cur.fetchall()]
        out = {}
        for t in names:
            cur.execute(f"SHOW CREATE TABLE `{t}`")
            create = cur.fetchone()[1]
            cur.execute(
                "SELECT COLUMN_NAME, COLUMN_TYPE, IS_NULLABLE, COLUMN_DEFAULT FROM information_schema.COLUMNS "
                "WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s ORDER BY ORDINAL_POSITION", (t,))
            out[t] = {"create": create, "cols": {r[0]: r[1:] for r in cur.fetchall()}}
        return out


def diff(src, dst):
    ddl = []
    for t, s in src.items():
        if t not in dst:
            ddl.append(s["create"])
            continue
        for col, (ctype, nullable, default) in s["cols"].items():
            if col not in dst[t]["cols"]:
                null = "NULL" if nullable == "YES" else "NOT NULL"
                dflt = f" DEFAULT '{default}'" if default is not None else ""
                ddl.append(f"ALTER TABLE `{t}` ADD COLUMN `{col}` {ctype} {null}{dflt}")
            elif dst[t]["cols"][col][0] != ctype:
                ddl.append(f"ALTER TABLE `{t}` MODIFY `{col}` {ctype}")
        if CFG["sync"].get("drop_columns"):
            for col in dst[t]["cols"]:
                if col not in s["cols"]:
                    ddl.append(f"ALTER TABLE `{t}` DROP COLUMN `{col}`")
    if CFG["sync"].get("drop_extra"):
        for t in dst:
            if t not in src:
                ddl.append(f"DROP TABLE `{t}`")
    return ddl


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--source", required=True)
    ap.add_argument("--target", required=True)
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--plan", action="store_true")
    g.add_argument("--apply", action="store_true")
    a = ap.parse_args()

    src_name, src_env = resolve(a.source)
    dst_name, dst_env = resolve(a.target)
    if a.apply and a.target in ("prod", "production"):
        raise SystemExit("refusing to apply to production; use the release process")
    print(f"-- {src_name} -> {dst_name}")

    s, d = connect(src_env), connect(dst_env)
    ddl = diff(tables(s), tables(d))
    for stmt in ddl:
        print(stmt + ";")
    print(f"-- {len(ddl)} statements")
    if a.apply:
        with d.cursor() as cur:
            cur.execute("SET FOREIGN_KEY_CHECKS = 0")
            for stmt in ddl:
                cur.execute(stmt)
            cur.execute("SET FOREIGN_KEY_CHECKS = 1")
        print("-- applied")


if __name__ == "__main__":
    main()
