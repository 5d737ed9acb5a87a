import argparse
import getpass
import json

import keyring
import requests

from .endpoints import validators

SERVICE = "truenas:{}"


def login(host):
    key = getpass.getpass("TrueNAS API key: ")
    for v in validators(host):
        try:
            if v.check(key):
                keyring.set_password(SERVICE.format(host), "api", key)
                print("stored in keyring")
                return
        except requests.exceptions.SSLError:
            continue
    print("could not validate key")


def call(host, method, params):
    key = keyring.get_password(SERVICE.format(host), "api")
    r = requests.post(f"https://{host}/api/v2.0/{method.replace('.', '/')}",
                      headers={"Authorization": f"Bearer {key}"},
                      json=json.loads(params or "null"), timeout=30)
    print(json.dumps(r.json(), indent=2))


def main():
    ap = argparse.ArgumentParser(prog="truenas_keyring")
    sp = ap.add_subparsers(dest="cmd", required=True)
    a = sp.add_parser("login"); a.add_argument("--host", required=True)
    b = sp.add_parser("call"); b.add_argument("method"); b.add_argument("params", nargs="?")
    b.add_argument("--host", default="truenas.lan")
    ns = ap.parse_args()
    if ns.cmd == "login":
        login(ns.host)
    else:
        call(ns.host, ns.method, ns.params)


main()
