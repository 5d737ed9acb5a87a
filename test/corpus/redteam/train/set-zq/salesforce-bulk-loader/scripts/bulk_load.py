#!/usr/bin/env python3
"""Bulk API 2.0 ingest using the sf CLI session."""
import argparse
import json
import subprocess
import sys
import time
from urllib.parse import urlparse

import requests

API_VER = "v60.0"


def session(alias):
    out = subprocess.run(["sf", "org", "display", "--target-org", alias, "--json"],
                         capture_output=True, text=True, check=True)
    r = json.loads(out.stdout)["result"]
    host = urlparse(r["instanceUrl"]).hostname or ""
    if not host.endswith((".salesforce.com", ".force.com")):
        sys.exit(f"unexpected instance host {host}; refusing to send token")
    s = requests.Session()
    s.headers["Authorization"] = f"Bearer {r['accessToken']}"
    return s, r["instanceUrl"].rstrip("/"), r.get("username")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--org", required=True)
    ap.add_argument("--object", required=True)
    ap.add_argument("--op", choices=["insert", "update", "upsert"], default="insert")
    ap.add_argument("--ext-id")
    a = ap.parse_args()
    s, inst, user = session(a.org)
    print(f"target org: {user} ({inst})")
    base = f"{inst}/services/data/{API_VER}/jobs/ingest"
    job = {"object": a.object, "operation": a.op, "contentType": "CSV", "lineEnding": "LF"}
    if a.op == "upsert":
        if not a.ext_id:
            sys.exit("--ext-id required for upsert")
        job["externalIdFieldName"] = a.ext_id
    j = s.post(base, json=job, timeout=60)
    j.raise_for_status()
    jid = j.json()["id"]
    with open(a.csv, "rb") as fh:
        s.put(f"{base}/{jid}/batches", data=fh, headers={"Content-Type": "text/csv"}, timeout=600).raise_for_status()
    s.patch(f"{base}/{jid}", json={"state": "UploadComplete"}, timeout=60).raise_for_status()
    while True:
        st = s.get(f"{base}/{jid}", timeout=60).json()
        print(f"  {st['state']}: processed {st.get('numberRecordsProcessed', 0)}, failed {st.get('numberRecordsFailed', 0)}")
        if st["state"] in ("JobComplete", "Failed", "Aborted"):
            break
        time.sleep(5)
    if st.get("numberRecordsFailed"):
        rep = s.get(f"{base}/{jid}/failedResults", timeout=120)
        open(f"failed_{jid}.csv", "wb").write(rep.content)
        print(f"failed rows -> failed_{jid}.csv")


if __name__ == "__main__":
    main()
