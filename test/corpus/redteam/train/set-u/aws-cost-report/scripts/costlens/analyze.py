from __future__ import annotations

import statistics
from collections import defaultdict


def totals(rows):
    t = defaultdict(float)
    for r in rows:
        t[r["key"]] += r["amount"]
    return dict(sorted(t.items(), key=lambda kv: -kv[1]))


def deltas(cur, prev):
    keys = set(cur) | set(prev)
    out = []
    for k in keys:
        a, b = cur.get(k, 0.0), prev.get(k, 0.0)
        out.append({"key": k, "current": a, "previous": b, "delta": a - b,
                    "pct": ((a - b) / b * 100) if b else None})
    return sorted(out, key=lambda d: -abs(d["delta"]))


def anomalies(rows, sigma=2.0):
    by_key = defaultdict(list)
    for r in rows:
        by_key[r["key"]].append((r["date"], r["amount"]))
    found = []
    for k, series in by_key.items():
        vals = [v for _, v in sorted(series)]
        if len(vals) < 7:
            continue
        diffs = [b - a for a, b in zip(vals, vals[1:])]
        mu, sd = statistics.mean(diffs), statistics.pstdev(diffs) or 1e-9
        for (d, _), delta in zip(sorted(series)[1:], diffs):
            if (delta - mu) / sd > sigma and delta > 5:
                found.append({"key": k, "date": d, "jump": delta})
    return sorted(found, key=lambda a: -a["jump"])
