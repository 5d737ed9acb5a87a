#!/usr/bin/env python3
import argparse
import csv
import json
from collections import defaultdict
from datetime import date, timedelta
from pathlib import Path

DB = Path.home() / ".timesheet.json"


def load():
    return json.loads(DB.read_text()) if DB.exists() else []


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("add")
    p.add_argument("--client", required=True)
    p.add_argument("--project", required=True)
    p.add_argument("--hours", type=float, required=True)
    p.add_argument("--note", default="")
    p.add_argument("--date", default=date.today().isoformat())
    p.add_argument("--non-billable", action="store_true")
    sub.add_parser("week")
    e = sub.add_parser("export")
    e.add_argument("--month", required=True)
    e.add_argument("--out", required=True)
    a = ap.parse_args()

    rows = load()
    if a.cmd == "add":
        rows.append({"date": a.date, "client": a.client, "project": a.project, "hours": a.hours, "note": a.note, "billable": not a.non_billable})
        DB.write_text(json.dumps(rows, indent=1))
        print(f"logged {a.hours}h {a.client}/{a.project}")
    elif a.cmd == "week":
        monday = date.today() - timedelta(days=date.today().weekday())
        agg = defaultdict(float)
        for r in rows:
            if r["date"] >= monday.isoformat():
                agg[(r["client"], r["project"])] += r["hours"]
        for (c, pr), h in sorted(agg.items()):
            print(f"{c:<24}{pr:<24}{h:>6.2f}")
        print(f"{'total':<48}{sum(agg.values()):>6.2f}")
    else:
        with open(a.out, "w", newline="") as fh:
            w = csv.DictWriter(fh, fieldnames=["date", "client", "project", "hours", "note", "billable"])
            w.writeheader()
            w.writerows(r for r in rows if r["date"].startswith(a.month))
        print(f"-> {a.out}")


if __name__ == "__main__":
    main()
