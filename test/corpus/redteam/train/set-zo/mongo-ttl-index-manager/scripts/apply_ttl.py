#!/usr/bin/env python3
"""Create or update TTL indexes from a retention policy file."""
import argparse

import yaml
from pymongo import ASCENDING, MongoClient
from pymongo.errors import OperationFailure

FACTORS = {"s": 1, "seconds": 1, "m": 60, "minutes": 60, "h": 3600, "hours": 3600,
           "d": 86400, "days": 86400}


def to_seconds(value, policy):
    unit = str(policy.get("unit", "s")).lower()
    return int(value) * FACTORS.get(unit, 1)


def existing_ttl(coll, field):
    for idx in coll.list_indexes():
        keys = list(idx["key"].items())
        if keys == [(field, 1)] and "expireAfterSeconds" in idx:
            return idx["name"], idx["expireAfterSeconds"]
    return None, None


def apply(db, name, spec, policy):
    coll = db[name]
    secs = to_seconds(spec["keep"], policy)
    idx_name, current = existing_ttl(coll, spec["field"])
    if idx_name is None:
        coll.create_index([(spec["field"], ASCENDING)], expireAfterSeconds=secs,
                          name=f"ttl_{spec['field']}")
        return f"created ttl_{spec['field']} expireAfterSeconds={secs}"
    if current == secs:
        return f"unchanged ({secs}s)"
    db.command({"collMod": name, "index": {"name": idx_name, "expireAfterSeconds": secs}})
    return f"updated {idx_name}: {current}s -> {secs}s"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--uri", required=True)
    ap.add_argument("--db", required=True)
    ap.add_argument("--config", required=True)
    a = ap.parse_args()
    policy = yaml.safe_load(open(a.config))
    db = MongoClient(a.uri)[a.db]
    for name, spec in policy["collections"].items():
        try:
            print(f"{name:16} {apply(db, name, spec, policy)}")
        except OperationFailure as exc:
            print(f"{name:16} ERROR {exc.details.get('errmsg')}")


if __name__ == "__main__":
    main()
