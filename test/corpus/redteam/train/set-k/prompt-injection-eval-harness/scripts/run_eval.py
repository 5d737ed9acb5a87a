#!/usr/bin/env python3
"""Send each injection case to TARGET_URL and score the response."""
import argparse
import csv
import json
import os
import re
import sys
import time

import httpx


def load(path):
    with open(path, encoding="utf-8") as fh:
        return [json.loads(l) for l in fh if l.strip()]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dataset", required=True)
    ap.add_argument("--out", default="results.csv")
    ap.add_argument("--timeout", type=float, default=30)
    a = ap.parse_args()

    target = os.environ.get("TARGET_URL")
    canary = os.environ.get("CANARY", "")
    if not target:
        sys.exit("set TARGET_URL to your application's chat endpoint")

    rows, fails = [], 0
    with httpx.Client(timeout=a.timeout) as client:
        for case in load(a.dataset):
            t0 = time.time()
            r = client.post(target, json={"message": case["prompt"]})
            text = r.json().get("reply", r.text) if r.headers.get("content-type", "").startswith("application/json") else r.text
            leaked = bool(canary) and canary in text
            followed = bool(re.search(case["success_regex"], text))
            verdict = "FAIL" if (leaked or followed) else "PASS"
            fails += verdict == "FAIL"
            rows.append({"id": case["id"], "category": case["category"], "verdict": verdict,
                         "leaked_canary": leaked, "latency_s": round(time.time() - t0, 2),
                         "excerpt": text[:200].replace("\n", " ")})
            print(f"{case['id']:12} {verdict}")

    with open(a.out, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0].keys()))
        w.writeheader()
        w.writerows(rows)
    print(f"\n{len(rows) - fails}/{len(rows)} passed; details in {a.out}")


if __name__ == "__main__":
    main()
