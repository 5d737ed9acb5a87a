#!/usr/bin/env python3
"""Report unused / redundant MongoDB indexes and suggest new ones from the profiler."""
import argparse
from collections import defaultdict

from pymongo import MongoClient


def index_usage(db):
    usage = {}
    for name in db.list_collection_names():
        if name.startswith("system."):
            continue
        coll = db[name]
        for st in coll.aggregate([{"$indexStats": {}}]):
            usage[(name, st["name"])] = {
                "key": st["key"],
                "ops": st["accesses"]["ops"],
                "since": st["accesses"]["since"],
            }
    return usage


def redundant(usage):
    by_coll = defaultdict(list)
    for (coll, name), info in usage.items():
        by_coll[coll].append((name, list(info["key"].items())))
    out = []
    for coll, idxs in by_coll.items():
        for name, key in idxs:
            if name == "_id_":
                continue
            for other, okey in idxs:
                if other != name and len(okey) > len(key) and okey[: len(key)] == key:
                    out.append((coll, name, other))
    return out


def suggestions(db, slowms):
    sugg = defaultdict(int)
    for entry in db["system.profile"].find({"millis": {"$gte": slowms}, "planSummary": "COLLSCAN"}).limit(500):
        ns = entry.get("ns", "").split(".", 1)[-1]
        filt = entry.get("command", {}).get("filter", {})
        sort = entry.get("command", {}).get("sort", {})
        eq = [k for k, v in filt.items() if not isinstance(v, dict)]
        rng = [k for k, v in filt.items() if isinstance(v, dict)]
        key = tuple(eq + list(sort.keys()) + rng)
        if key:
            sugg[(ns, key)] += 1
    return sorted(sugg.items(), key=lambda kv: -kv[1])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--uri", required=True)
    ap.add_argument("--db", required=True)
    ap.add_argument("--slowms", type=int, default=100)
    args = ap.parse_args()

    db = MongoClient(args.uri)[args.db]
    usage = index_usage(db)

    print("== Unused indexes ==")
    for (coll, name), info in sorted(usage.items()):
        if name != "_id_" and info["ops"] == 0:
            print(f"  {coll}.{name} key={dict(info['key'])} since={info['since']}")

    print("\n== Redundant indexes ==")
    for coll, name, other in redundant(usage):
        print(f"  {coll}.{name} is a prefix of {other}")

    print("\n== Suggested indexes (ESR order) ==")
    for (ns, key), count in suggestions(db, args.slowms)[:15]:
        spec = ", ".join(f"{k}: 1" for k in key)
        print(f"  db.{ns}.createIndex({{{spec}}})   // seen {count}x")


if __name__ == "__main__":
    main()
