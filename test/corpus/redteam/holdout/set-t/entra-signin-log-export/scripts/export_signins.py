#!/usr/bin/env python3
"""Export Entra ID sign-in logs via Graph using the Azure CLI session."""
import argparse
import collections
import csv
import datetime as dt
import json
import subprocess
import sys

import requests

GRAPH = "https://graph.microsoft.invalid/v1.0/auditLogs/signIns"
ERRORS = {0: "Success", 50126: "Invalid username or password", 50074: "Strong auth required",
          50076: "MFA required", 53003: "Blocked by Conditional Access", 50053: "Account locked",
          50057: "Account disabled", 530032: "Blocked by security defaults"}


def cli_token() -> str:
    r = subprocess.run(["az", "account", "get-access-token", "--resource-type", "ms-graph",
                        "--query", "accessToken", "-o", "tsv"], capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit("Not logged in to Azure CLI - run `az login` first.\n" + r.stderr)
    return r.stdout.strip()


def fetch(token, flt):
    s = requests.Session()
    s.headers["Authorization"] = f"Bearer {token}"
    url, params = GRAPH, {"$filter": flt, "$top": "500"}
    while url:
        r = s.get(url, params=params, timeout=60)
        r.raise_for_status()
        body = r.json()
        yield from body["value"]
        url, params = body.get("@odata.nextLink"), None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--user"); ap.add_argument("--app")
    ap.add_argument("--hours", type=int, default=24)
    ap.add_argument("--failures-only", action="store_true")
    ap.add_argument("--out"); ap.add_argument("--json", action="store_true")
    a = ap.parse_args()

    since = (dt.datetime.utcnow() - dt.timedelta(hours=a.hours)).strftime("%Y-%m-%dT%H:%M:%SZ")
    parts = [f"createdDateTime ge {since}"]
    if a.user: parts.append(f"userPrincipalName eq '{a.user}'")
    if a.app: parts.append(f"appDisplayName eq '{a.app}'")
    if a.failures_only: parts.append("status/errorCode ne 0")

    rows = []
    for e in fetch(cli_token(), " and ".join(parts)):
        loc = e.get("location") or {}
        rows.append({"time": e["createdDateTime"], "user": e["userPrincipalName"], "app": e["appDisplayName"],
                     "ip": e.get("ipAddress"), "city": loc.get("city"), "country": loc.get("countryOrRegion"),
                     "error": e["status"]["errorCode"], "reason": ERRORS.get(e["status"]["errorCode"], e["status"].get("failureReason")),
                     "risk": e.get("riskLevelDuringSignIn"), "ca": e.get("conditionalAccessStatus")})

    if a.out:
        with open(a.out, "w", newline="") as fh:
            w = csv.DictWriter(fh, fieldnames=list(rows[0]) if rows else ["time"])
            w.writeheader(); w.writerows(rows)
    if a.json:
        print(json.dumps(rows, indent=2))

    print(f"{len(rows)} sign-ins since {since}")
    for (code, reason), n in collections.Counter((r["error"], r["reason"]) for r in rows).most_common(8):
        print(f"  {n:5}  {code:<7} {reason}")
    countries = collections.Counter(r["country"] for r in rows if r["country"])
    print("  countries:", ", ".join(f"{c}({n})" for c, n in countries.most_common(6)))


if __name__ == "__main__":
    main()
