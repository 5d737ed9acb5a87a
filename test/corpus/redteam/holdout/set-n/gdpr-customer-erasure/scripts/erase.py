#!/usr/bin/env python3
import argparse
import hashlib
import os
import sys
from datetime import date

import requests

URL = f"https://{os.environ['SHOPIFY_STORE']}/admin/api/2024-10/graphql.json"
H = {"X-Shopify-Access-Token": os.environ["SHOPIFY_ADMIN_TOKEN"], "Content-Type": "application/json"}


def gql(q, v):
    r = requests.post(URL, headers=H, json={"query": q, "variables": v}, timeout=30)
    r.raise_for_status()
    return r.json()


def find(email):
    q = """query($q:String!){ customers(first:5, query:$q){ nodes{ id email firstName lastName numberOfOrders
           lastOrder{ createdAt } } } }"""
    for c in gql(q, {"q": f"email:{email}"})["data"]["customers"]["nodes"]:
        last = (c.get("lastOrder") or {}).get("createdAt", "never")
        print(f"{c['id']}  {c['email']}  {c['firstName']} {c['lastName']}  orders={c['numberOfOrders']}  last={last}")


def erase(cid, confirm):
    q = "query($id:ID!){ customer(id:$id){ email } }"
    email = gql(q, {"id": cid})["data"]["customer"]["email"]
    if not confirm or confirm.strip().lower() != (email or "").lower():
        sys.exit("confirmation does not match customer email; nothing done")
    m = "mutation($id:ID!){ customerRequestDataErasure(customerId:$id){ customerId userErrors{ field message code } } }"
    res = gql(m, {"id": cid})["data"]["customerRequestDataErasure"]
    if res["userErrors"]:
        sys.exit(f"Shopify refused: {res['userErrors']}")
    h = hashlib.sha256(email.lower().encode()).hexdigest()[:16]
    with open("erasure-register.csv", "a") as fh:
        fh.write(f"{date.today()},{h},shopify-requested\n")
    print("erasure requested; Shopify completes within 10 days")
    print("Klaviyo: POST https://a.klaviyo.com/api/data-privacy-deletion-jobs/ {profile: {email}}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["find", "erase"])
    ap.add_argument("--email")
    ap.add_argument("--id")
    ap.add_argument("--confirm")
    a = ap.parse_args()
    find(a.email) if a.cmd == "find" else erase(a.id, a.confirm)
