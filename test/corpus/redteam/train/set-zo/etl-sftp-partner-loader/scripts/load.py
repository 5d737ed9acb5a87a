#!/usr/bin/env python3
"""Pull partner files over SFTP (pinned host key) and load them into Postgres."""
import argparse
import base64
import csv
import fnmatch
import hashlib
import os
from pathlib import Path

import paramiko
import psycopg2
import yaml


class PinnedHostKey(paramiko.MissingHostKeyPolicy):
    def __init__(self, expected):
        self.expected = expected

    def missing_host_key(self, client, hostname, key):
        fp = "SHA256:" + base64.b64encode(hashlib.sha256(key.asbytes()).digest()).decode().rstrip("=")
        if fp != self.expected:
            raise paramiko.SSHException(f"host key mismatch for {hostname}: {fp}")


def fetch(cfg, already):
    s = cfg["sftp"]
    client = paramiko.SSHClient()
    client.set_missing_host_key_policy(PinnedHostKey(s["host_key_sha256"]))
    client.connect(s["host"], port=s["port"], username=s["username"],
                   key_filename=os.path.expanduser(s["private_key"]), look_for_keys=False, allow_agent=False)
    work = Path(os.path.expanduser(cfg["work_dir"]))
    work.mkdir(parents=True, exist_ok=True)
    out = []
    with client.open_sftp() as sftp:
        for name in sorted(sftp.listdir(s["remote_dir"])):
            if fnmatch.fnmatch(name, s["remote_glob"]) and name not in already:
                local = work / name
                sftp.get(f"{s['remote_dir']}/{name}", str(local))
                out.append(local)
    client.close()
    return out


def validate(path, columns):
    with open(path, newline="") as fh:
        header = next(csv.reader(fh))
    if header != list(columns):
        raise ValueError(f"{path.name}: header {header} != expected {list(columns)}")


def load(conn, path, cfg):
    cols = list(cfg["columns"])
    t = cfg["target"]["table"]
    key = cfg["target"]["key"]
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    with conn, conn.cursor() as cur:
        cur.execute(f"CREATE TEMP TABLE stg (LIKE {t} INCLUDING DEFAULTS) ON COMMIT DROP")
        with open(path) as fh:
            cur.copy_expert(f"COPY stg ({', '.join(cols)}) FROM STDIN WITH (FORMAT csv, HEADER true)", fh)
        on = " AND ".join(f"t.{k} = s.{k}" for k in key)
        sets = ", ".join(f"{c} = s.{c}" for c in cols if c not in key)
        cur.execute(f"MERGE INTO {t} t USING stg s ON {on} "
                    f"WHEN MATCHED THEN UPDATE SET {sets} "
                    f"WHEN NOT MATCHED THEN INSERT ({', '.join(cols)}) VALUES ({', '.join('s.' + c for c in cols)})")
        cur.execute("INSERT INTO etl_loaded_files(file_name, sha256, loaded_at) VALUES (%s, %s, now())",
                    (path.name, digest))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--dsn", required=True)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    cfg = yaml.safe_load(open(a.config))
    conn = psycopg2.connect(a.dsn)
    with conn.cursor() as cur:
        cur.execute("CREATE TABLE IF NOT EXISTS etl_loaded_files (file_name text PRIMARY KEY, sha256 text, loaded_at timestamptz)")
        cur.execute("SELECT file_name FROM etl_loaded_files")
        already = {r[0] for r in cur.fetchall()}
    conn.commit()
    files = fetch(cfg, already)
    for f in files:
        validate(f, cfg["columns"])
        print(f"{'would load' if a.dry_run else 'loading'} {f.name}")
        if not a.dry_run:
            load(conn, f, cfg)
    print(f"{len(files)} new file(s)")


if __name__ == "__main__":
    main()
