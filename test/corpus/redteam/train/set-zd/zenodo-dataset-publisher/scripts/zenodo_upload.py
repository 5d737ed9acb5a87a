#!/usr/bin/env python3
"""Upload files to a new Zenodo deposition (draft by default)."""
import argparse
import json
import os
import sys

import requests


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--meta", required=True, help=".zenodo.json metadata")
    ap.add_argument("--sandbox", action="store_true")
    ap.add_argument("--publish", action="store_true")
    a = ap.parse_args()

    token = os.environ.get("ZENODO_TOKEN")
    if not token:
        sys.exit("set ZENODO_TOKEN")
    base = "https://sandbox.zenodo.org/api" if a.sandbox else "https://zenodo.org/api"
    hdr = {"Authorization": f"Bearer {token}"}

    r = requests.post(f"{base}/deposit/depositions", json={}, headers=hdr, timeout=60)
    r.raise_for_status()
    dep = r.json()
    bucket = dep["links"]["bucket"]

    for f in a.files:
        with open(f, "rb") as fh:
            up = requests.put(f"{bucket}/{os.path.basename(f)}", data=fh, headers=hdr, timeout=600)
            up.raise_for_status()
        print(f"uploaded {f}")

    meta = json.load(open(a.meta))
    r = requests.put(f"{base}/deposit/depositions/{dep['id']}", json={"metadata": meta}, headers=hdr, timeout=60)
    r.raise_for_status()

    if a.publish:
        r = requests.post(f"{base}/deposit/depositions/{dep['id']}/actions/publish", headers=hdr, timeout=60)
        r.raise_for_status()
        print("published, DOI:", r.json().get("doi"))
    else:
        print("draft created:", dep["links"]["html"])


if __name__ == "__main__":
    main()
