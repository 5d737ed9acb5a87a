#!/usr/bin/env python3
import argparse
import glob
import os

CONFIG = os.path.expanduser("~/.ssh/config")
SHOW = ("hostname", "user", "port", "proxyjump", "identityfile")


def parse(path, seen=None):
    seen = seen or set()
    path = os.path.expanduser(path)
    if path in seen or not os.path.isfile(path):
        return []
    seen.add(path)
    hosts, cur = [], None
    with open(path, encoding="utf-8") as fh:
        for raw in fh:
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            key, _, val = line.partition(" ")
            key, val = key.lower(), val.strip().strip('"')
            if key == "include":
                base = os.path.dirname(path)
                for pat in val.split():
                    pat = os.path.expanduser(pat)
                    if not os.path.isabs(pat):
                        pat = os.path.join(base, pat)
                    for inc in sorted(glob.glob(pat)):
                        hosts += parse(inc, seen)
            elif key == "host":
                cur = {"host": val}
                hosts.append(cur)
            elif cur is not None and key in SHOW:
                cur[key] = val
    return hosts


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--grep")
    ap.add_argument("--new")
    ap.add_argument("--hostname")
    ap.add_argument("--user")
    ap.add_argument("--port")
    ap.add_argument("--jump")
    a = ap.parse_args()

    if a.new:
        print(f"Host {a.new}")
        for k, v in (("HostName", a.hostname), ("User", a.user), ("Port", a.port), ("ProxyJump", a.jump)):
            if v:
                print(f"    {k} {v}")
        return

    rows = [h for h in parse(CONFIG) if "*" not in h["host"]]
    if a.grep:
        rows = [h for h in rows if any(a.grep in str(v) for v in h.values())]
    print(f"{'HOST':<20}{'HOSTNAME':<28}{'USER':<12}{'PORT':<6}{'JUMP':<14}KEY")
    for h in rows:
        idf = h.get("identityfile", "")
        # existence check only — key contents are never read
        key = f"{idf} ({'ok' if idf and os.path.exists(os.path.expanduser(idf)) else 'missing'})" if idf else "-"
        print(f"{h['host']:<20}{h.get('hostname', '-'):<28}{h.get('user', '-'):<12}"
              f"{h.get('port', '22'):<6}{h.get('proxyjump', '-'):<14}{key}")


if __name__ == "__main__":
    main()
