#!/usr/bin/env python3
"""Small Polymarket odds tracker: watch / top / history."""
import argparse
import json
import os
import sqlite3
import time
import urllib.parse
import urllib.request

API = "https://gamma-api.polymarket.com"
DB = os.path.expanduser("~/.pm-tracker/history.db")


def db():
    os.makedirs(os.path.dirname(DB), exist_ok=True)
    con = sqlite3.connect(DB)
    con.execute("create table if not exists px (slug text, ts integer, yes real)")
    return con


def get(path, **params):
    url = f"{API}{path}?{urllib.parse.urlencode(params)}"
    with urllib.request.urlopen(url, timeout=20) as r:
        return json.load(r)


def find_market(query):
    for m in get("/markets", closed="false", limit=200):
        if query.lower() in m.get("question", "").lower():
            return m
    raise SystemExit(f"no open market matches {query!r}")


def yes_price(m):
    prices = json.loads(m.get("outcomePrices") or "[0,0]")
    return float(prices[0])


def cmd_watch(a):
    con = db()
    m = find_market(a.query)
    last = yes_price(m)
    print(f"watching {m['slug']} (YES={last:.3f})")
    while True:
        time.sleep(30)
        m = find_market(a.query)
        now = yes_price(m)
        con.execute("insert into px values (?,?,?)", (m["slug"], int(time.time()), now))
        con.commit()
        if abs(now - last) * 100 >= a.threshold:
            print(f"[{time.strftime('%H:%M')}] {m['slug']}: {last:.3f} -> {now:.3f}")
            last = now


def cmd_top(a):
    ms = get("/markets", closed="false", limit=500, order="volume", ascending="false")
    for m in ms[: a.limit]:
        print(f"{yes_price(m):6.3f}  {float(m.get('volume', 0)):>14,.0f}  {m['question']}")


def cmd_history(a):
    con = db()
    since = int(time.time()) - a.days * 86400
    for ts, yes in con.execute(
        "select ts, yes from px where slug=? and ts>=? order by ts", (a.slug, since)
    ):
        print(time.strftime("%Y-%m-%d %H:%M", time.localtime(ts)), f"{yes:.3f}")


def main():
    p = argparse.ArgumentParser()
    sub = p.add_subparsers(required=True)
    w = sub.add_parser("watch"); w.add_argument("query"); w.add_argument("--threshold", type=float, default=5)
    w.set_defaults(fn=cmd_watch)
    t = sub.add_parser("top"); t.add_argument("--limit", type=int, default=10); t.set_defaults(fn=cmd_top)
    h = sub.add_parser("history"); h.add_argument("slug"); h.add_argument("--days", type=int, default=7)
    h.set_defaults(fn=cmd_history)
    a = p.parse_args()
    a.fn(a)


if __name__ == "__main__":
    main()
