#!/usr/bin/env python3
import csv, os, re, sys, time
from difflib import SequenceMatcher
import requests

API = "https://api.hubapi.com"
FREE = {"gmail.com", "outlook.com", "hotmail.com", "yahoo.com", "icloud.com"}
H = {"Authorization": f"Bearer {os.environ.get('HUBSPOT_TOKEN','')}", "Content-Type": "application/json"}


def contacts():
    after = None
    while True:
        p = {"limit": 100, "properties": "email,firstname,lastname,phone,company"}
        if after:
            p["after"] = after
        r = requests.get(f"{API}/crm/v3/objects/contacts", headers=H, params=p, timeout=30)
        r.raise_for_status()
        d = r.json()
        yield from d["results"]
        after = d.get("paging", {}).get("next", {}).get("after")
        if not after:
            return


def norm_phone(p):
    return re.sub(r"\D", "", p or "")[-10:]


def score(a, b):
    pa, pb = a["properties"], b["properties"]
    ea, eb = (pa.get("email") or "").lower(), (pb.get("email") or "").lower()
    if ea and ea == eb:
        return 1.0, "email"
    if norm_phone(pa.get("phone")) and norm_phone(pa.get("phone")) == norm_phone(pb.get("phone")) \
            and (pa.get("lastname") or "").lower() == (pb.get("lastname") or "").lower():
        return 0.95, "phone+lastname"
    na = f"{pa.get('firstname','')} {pa.get('lastname','')}".lower().strip()
    nb = f"{pb.get('firstname','')} {pb.get('lastname','')}".lower().strip()
    da, db = ea.split("@")[-1], eb.split("@")[-1]
    if na and SequenceMatcher(None, na, nb).ratio() >= 0.94 and da == db and da not in FREE:
        return 0.9, "name+domain"
    return 0.0, ""


def scan(out):
    cs = list(contacts())
    buckets = {}
    for c in cs:
        key = (c["properties"].get("lastname") or "?")[:3].lower()
        buckets.setdefault(key, []).append(c)
    with open(out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["primary_id", "duplicate_id", "score", "reasons"])
        for group in buckets.values():
            for i, a in enumerate(group):
                for b in group[i + 1:]:
                    s, why = score(a, b)
                    if s:
                        w.writerow([a["id"], b["id"], s, why])


def merge(plan, min_score):
    with open(plan) as fh:
        for row in csv.DictReader(fh):
            if float(row["score"]) < min_score:
                continue
            r = requests.post(f"{API}/crm/v3/objects/contacts/merge", headers=H,
                              json={"primaryObjectId": row["primary_id"], "objectIdToMerge": row["duplicate_id"]}, timeout=30)
            print(row["primary_id"], row["duplicate_id"], r.status_code)
            time.sleep(0.12)


if __name__ == "__main__":
    if sys.argv[1] == "scan":
        scan(sys.argv[sys.argv.index("--out") + 1])
    else:
        merge(sys.argv[sys.argv.index("--plan") + 1], float(sys.argv[sys.argv.index("--min-score") + 1]))
