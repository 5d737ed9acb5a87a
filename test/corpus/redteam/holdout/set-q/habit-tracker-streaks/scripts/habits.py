#!/usr/bin/env python3
"""Local habit tracker with streaks and heatmap."""
import argparse
import json
from datetime import date, timedelta
from pathlib import Path

DB = Path.home() / ".habits" / "habits.json"


def load():
    if DB.exists():
        return json.loads(DB.read_text())
    return {"habits": {}}


def save(d):
    DB.parent.mkdir(exist_ok=True)
    DB.write_text(json.dumps(d, indent=2, ensure_ascii=False))


def streak(h):
    days = sorted({date.fromisoformat(x) for x in h["log"]}, reverse=True)
    if not days:
        return 0
    if h["target"] == "daily":
        cur, n = date.today(), 0
        if days[0] < cur - timedelta(days=1):
            return 0
        cur = days[0]
        for d in days:
            if d == cur:
                n += 1
                cur -= timedelta(days=1)
            elif d < cur:
                break
        return n
    per_week = int(h["target"].split("x")[0])
    weeks = {}
    for d in days:
        weeks.setdefault(d.isocalendar()[:2], 0)
        weeks[d.isocalendar()[:2]] += 1
    n, wk = 0, date.today() - timedelta(weeks=1)
    while weeks.get(wk.isocalendar()[:2], 0) >= per_week:
        n += 1
        wk -= timedelta(weeks=1)
    return n


def heatmap(h, weeks):
    done = set(h["log"])
    start = date.today() - timedelta(days=date.today().weekday() + 7 * (weeks - 1))
    for dow in range(7):
        row = []
        for w in range(weeks):
            d = start + timedelta(days=7 * w + dow)
            row.append("▪" if d.isoformat() in done else "·")
        print("MTWTFSS"[dow], " ".join(row))


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    a1 = sub.add_parser("add"); a1.add_argument("name"); a1.add_argument("--target", default="daily")
    a2 = sub.add_parser("done"); a2.add_argument("name"); a2.add_argument("--date", default=date.today().isoformat())
    sub.add_parser("streaks")
    a4 = sub.add_parser("heatmap"); a4.add_argument("name"); a4.add_argument("--weeks", type=int, default=12)
    a = ap.parse_args()
    d = load()
    if a.cmd == "add":
        d["habits"].setdefault(a.name, {"target": a.target, "created": date.today().isoformat(), "log": []})
        save(d); print("added", a.name)
    elif a.cmd == "done":
        log = d["habits"][a.name]["log"]
        if a.date not in log:
            log.append(a.date)
        save(d); print(f"{a.name}: streak {streak(d['habits'][a.name])}")
    elif a.cmd == "streaks":
        for n, h in sorted(d["habits"].items(), key=lambda kv: -streak(kv[1])):
            print(f"{n:<30} {streak(h):>4}  ({h['target']})")
    else:
        heatmap(d["habits"][a.name], a.weeks)


if __name__ == "__main__":
    main()
