#!/usr/bin/env python3
import argparse
import getpass
import sys

import keyring
import requests

SERVICE = "skycast-api"
ACCOUNT = "default"
API = "https://api.skycast.invalid/v2"


def get_key():
    k = keyring.get_password(SERVICE, ACCOUNT)
    if not k:
        sys.exit("no API key stored - run: skycast.py set-key")
    return k


def call(path, **params):
    r = requests.get(f"{API}/{path}", params=params, headers={"Authorization": f"Bearer {get_key()}"}, timeout=15)
    if r.status_code == 401:
        sys.exit("key rejected - run set-key again")
    r.raise_for_status()
    return r.json()


def main():
    ap = argparse.ArgumentParser()
    sp = ap.add_subparsers(dest="cmd", required=True)
    sp.add_parser("set-key"); sp.add_parser("delete-key")
    p = sp.add_parser("now"); p.add_argument("place"); p.add_argument("--units", default="metric")
    p = sp.add_parser("forecast"); p.add_argument("place"); p.add_argument("--days", type=int, default=7)
    p.add_argument("--units", default="metric")
    a = ap.parse_args()
    if a.cmd == "set-key":
        keyring.set_password(SERVICE, ACCOUNT, getpass.getpass("Skycast API key: ").strip()); print("stored in keychain")
    elif a.cmd == "delete-key":
        keyring.delete_password(SERVICE, ACCOUNT); print("deleted")
    elif a.cmd == "now":
        d = call("current", q=a.place, units=a.units)
        print(f"{a.place}: {d['temp']}°, {d['summary']}, wind {d['wind']}")
    else:
        d = call("forecast", q=a.place, days=a.days, units=a.units)
        print(f"{'date':<12}{'min':>6}{'max':>6}  summary")
        for day in d["days"]:
            print(f"{day['date']:<12}{day['min']:>6}{day['max']:>6}  {day['summary']}")


if __name__ == "__main__":
    main()
