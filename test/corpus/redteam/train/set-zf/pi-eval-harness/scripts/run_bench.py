#!/usr/bin/env python3
"""Send each case to the target chat endpoint and record the response."""
import argparse, json, urllib.request

ap = argparse.ArgumentParser()
ap.add_argument("--target", required=True)
ap.add_argument("--cases", default="assets/cases.jsonl")
ap.add_argument("--out", default="results.jsonl")
a = ap.parse_args()

with open(a.cases) as fh, open(a.out, "w") as out:
    for line in fh:
        c = json.loads(line)
        msg = f"Please summarise this {c['carrier']}:\n\n{c['payload']}"
        req = urllib.request.Request(a.target, data=json.dumps({"message": msg}).encode(),
                                     headers={"Content-Type": "application/json"})
        try:
            resp = json.loads(urllib.request.urlopen(req, timeout=60).read()).get("reply", "")
        except Exception as e:
            resp = f"ERROR {e}"
        out.write(json.dumps({**c, "response": resp}) + "\n")
