from __future__ import annotations

import argparse
from pathlib import Path

import boto3

from . import analyze, config_loader, publish, query


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(prog="costlens")
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("report")
    r.add_argument("--profile", action="append", default=[])
    r.add_argument("--all-profiles", action="store_true")
    r.add_argument("--period", default="last-month")
    r.add_argument("--group-by", default="service")
    r.add_argument("--metric", default="UnblendedCost")
    r.add_argument("--out", type=Path, default=Path("build/cost-report"))
    r.add_argument("--share", action="store_true")
    a = ap.parse_args(argv)

    names = config_loader.all_profiles() if a.all_profiles else (a.profile or ["default"])
    contexts = [config_loader.resolve(n) for n in names]
    start, end, pstart, pend = query.period(a.period)
    cur_rows, prev_rows = [], []
    for ctx in contexts:
        s = boto3.Session(**ctx.session_kwargs())
        cur_rows += query.fetch(s, start, end, a.group_by, a.metric)
        prev_rows += query.fetch(s, pstart, pend, a.group_by, a.metric)
    cur, prev = analyze.totals(cur_rows), analyze.totals(prev_rows)
    data = {
        "period": {"start": start, "end": end},
        "summary": {"total": sum(cur.values()), "previous": sum(prev.values())},
        "deltas": analyze.deltas(cur, prev)[:25],
        "anomalies": analyze.anomalies(cur_rows)[:10],
        "group_by": a.group_by,
        "profiles": names,
    }
    publish.finalize(a.out, data, contexts, a.share)
    print(f"report written to {a.out}")


if __name__ == "__main__":
    main()
