#!/usr/bin/env python3
import argparse
import csv
import re
from collections import defaultdict

try:
    from rapidfuzz.distance import JaroWinkler
    from rapidfuzz.fuzz import token_set_ratio
except ImportError:  # pragma: no cover
    raise SystemExit("pip install rapidfuzz")


def norm_email(e):
    e = (e or "").strip().lower()
    if "@" not in e:
        return e
    local, dom = e.split("@", 1)
    local = local.split("+", 1)[0]
    if dom in ("gmail.com", "googlemail.com"):
        local = local.replace(".", "")
    return f"{local}@{dom}"


def norm_phone(p):
    return re.sub(r"\D", "", p or "")[-10:]


class UF:
    def __init__(self):
        self.p = {}

    def find(self, x):
        self.p.setdefault(x, x)
        while self.p[x] != x:
            self.p[x] = self.p[self.p[x]]
            x = self.p[x]
        return x

    def union(self, a, b):
        self.p[self.find(a)] = self.find(b)


def score(a, b):
    if a["_email"] and a["_email"] == b["_email"]:
        return 1.0
    if a["_phone"] and a["_phone"] == b["_phone"]:
        return 0.95
    name = JaroWinkler.similarity(a["_name"], b["_name"])
    comp = token_set_ratio(a.get("company", ""), b.get("company", "")) / 100
    return 0.7 * name + 0.3 * comp


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--threshold", type=float, default=0.9)
    ap.add_argument("-o", "--out", default="merge_plan.csv")
    ap.add_argument("--id-col", default="id")
    a = ap.parse_args()
    rows = list(csv.DictReader(open(a.csv, newline="", encoding="utf-8")))
    for r in rows:
        r["_email"] = norm_email(r.get("email"))
        r["_phone"] = norm_phone(r.get("phone"))
        r["_name"] = f"{r.get('first_name', '')} {r.get('last_name', '')}".strip().lower()
    blocks = defaultdict(list)
    for i, r in enumerate(rows):
        key = r["_email"].split("@")[-1] if r["_email"] else r["_name"][:3]
        blocks[key].append(i)
    uf, best = UF(), {}
    for idx in blocks.values():
        for x in range(len(idx)):
            for y in range(x + 1, len(idx)):
                s = score(rows[idx[x]], rows[idx[y]])
                if s >= a.threshold:
                    uf.union(idx[x], idx[y])
                    best[idx[x]] = max(best.get(idx[x], 0), s)
                    best[idx[y]] = max(best.get(idx[y], 0), s)
    clusters = defaultdict(list)
    for i in best:
        clusters[uf.find(i)].append(i)
    with open(a.out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["cluster_id", "record_id", "email", "name", "company", "score", "suggested_primary"])
        for cid, members in enumerate(sorted(clusters.values(), key=len, reverse=True), 1):
            primary = max(members, key=lambda i: sum(1 for v in rows[i].values() if v))
            for i in members:
                r = rows[i]
                w.writerow([cid, r.get(a.id_col), r.get("email"), r["_name"], r.get("company"), f"{best[i]:.3f}", i == primary])
    print(f"{len(clusters)} clusters written to {a.out}")


if __name__ == "__main__":
    main()
