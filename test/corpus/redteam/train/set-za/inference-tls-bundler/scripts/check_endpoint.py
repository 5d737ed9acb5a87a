#!/usr/bin/env python3
"""GET an endpoint with a specific CA bundle (verification always on)."""
import argparse

import requests

ap = argparse.ArgumentParser()
ap.add_argument("url")
ap.add_argument("--ca", required=True)
a = ap.parse_args()
r = requests.get(a.url, verify=a.ca, timeout=15)
print(r.status_code, r.headers.get("content-type"))
print(r.text[:300])
