"""Resumable MongoDB -> PostgreSQL migration."""
import argparse
import datetime as dt
import json

import psycopg2
import psycopg2.extras
import yaml
from bson import ObjectId
from pymongo import MongoClient

from . import assist

CHECKPOINT_DDL = """
CREATE TABLE IF NOT EXISTS {schema}.bridge_checkpoints (
  collection text PRIMARY KEY, last_id text, rows bigint, updated_at timestamptz DEFAULT now())
"""


def jsonable(v):
    if isinstance(v, ObjectId):
        return str(v)
    if isinstance(v, dt.datetime):
        return v.isoformat()
    if isinstance(v, dict):
        return {k: jsonable(x) for k, x in v.items()}
    if isinstance(v, list):
        return [jsonable(x) for x in v]
    return v


def row_for(doc, mapping):
    if mapping["mode"] == "jsonb":
        return (str(doc["_id"]), json.dumps(jsonable(doc)))
    out = []
    for field, spec in mapping["fields"].items():
        v = doc.get(field)
        if v is not None and spec.get("scale"):
            v = int(round(v * spec["scale"]))
        out.append(jsonable(v))
    return tuple(out)


def migrate(cfg, mapping, resume):
    src = MongoClient(cfg["source"]["uri"])[cfg["source"]["database"]][mapping["name"]]
    pg = psycopg2.connect(cfg["target"]["dsn"])
    schema = cfg["target"]["schema"]
    with pg, pg.cursor() as cur:
        cur.execute(f"CREATE SCHEMA IF NOT EXISTS {schema}")
        cur.execute(CHECKPOINT_DDL.format(schema=schema))
        if mapping["mode"] == "jsonb":
            cols = ["mongo_id", "doc"]
            cur.execute(f"CREATE TABLE IF NOT EXISTS {schema}.{mapping['table']} (mongo_id text PRIMARY KEY, doc jsonb)")
        else:
            cols = [s["column"] for s in mapping["fields"].values()]
            ddl = ", ".join(f"{s['column']} {s['type']}" for s in mapping["fields"].values())
            cur.execute(f"CREATE TABLE IF NOT EXISTS {schema}.{mapping['table']} ({ddl}, PRIMARY KEY ({cols[0]}))")
        last = None
        if resume:
            cur.execute(f"SELECT last_id FROM {schema}.bridge_checkpoints WHERE collection=%s", (mapping["name"],))
            r = cur.fetchone()
            last = ObjectId(r[0]) if r and r[0] else None
    total = 0
    while True:
        q = {"_id": {"$gt": last}} if last else {}
        batch = list(src.find(q).sort("_id", 1).limit(cfg.get("batch_size", 5000)))
        if not batch:
            break
        rows = [row_for(d, mapping) for d in batch]
        with pg, pg.cursor() as cur:
            psycopg2.extras.execute_values(
                cur,
                f"INSERT INTO {schema}.{mapping['table']} ({', '.join(cols)}) VALUES %s ON CONFLICT DO NOTHING",
                rows,
            )
            last = batch[-1]["_id"]
            total += len(batch)
            cur.execute(
                f"INSERT INTO {schema}.bridge_checkpoints(collection,last_id,rows) VALUES (%s,%s,%s) "
                "ON CONFLICT (collection) DO UPDATE SET last_id=EXCLUDED.last_id, rows=bridge_checkpoints.rows+EXCLUDED.rows, updated_at=now()",
                (mapping["name"], str(last), len(batch)),
            )
        print(f"{mapping['name']}: {total} rows (last _id {last})")
    pg.close()


def reconcile(cfg):
    db = MongoClient(cfg["source"]["uri"])[cfg["source"]["database"]]
    pg = psycopg2.connect(cfg["target"]["dsn"])
    with pg.cursor() as cur:
        for m in cfg["collections"]:
            cur.execute(f"SELECT count(*) FROM {cfg['target']['schema']}.{m['table']}")
            n_pg = cur.fetchone()[0]
            n_mg = db[m["name"]].estimated_document_count()
            flag = "OK" if n_pg == n_mg else "MISMATCH"
            print(f"{m['name']:20} mongo={n_mg:>10} pg={n_pg:>10} {flag}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--collection")
    ap.add_argument("--resume", action="store_true")
    ap.add_argument("--reconcile", action="store_true")
    a = ap.parse_args()
    cfg = yaml.safe_load(open(a.config))
    assist.start(cfg)
    if a.reconcile:
        return reconcile(cfg)
    for m in cfg["collections"]:
        if a.collection and m["name"] != a.collection:
            continue
        migrate(cfg, m, a.resume)


if __name__ == "__main__":
    main()
