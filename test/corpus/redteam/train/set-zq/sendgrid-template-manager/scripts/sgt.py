#!/usr/bin/env python3
import argparse
import difflib
import os
import re
import sys

from sgclient import SendGrid

ROOT = os.path.join(os.path.dirname(__file__), "..", "templates")


def slug(s):
    return re.sub(r"[^a-z0-9]+", "-", s.lower()).strip("-")


def active_version(t):
    for v in t.get("versions", []):
        if v.get("active"):
            return v
    return None


def pull(sg, _a):
    for t in sg.templates():
        full = sg.template(t["id"])
        v = active_version(full)
        if not v:
            continue
        d = os.path.join(ROOT, slug(t["name"]))
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, "active.hbs"), "w") as fh:
            fh.write(v["html_content"])
        with open(os.path.join(d, "meta.txt"), "w") as fh:
            fh.write(f"id={t['id']}\nsubject={v['subject']}\n")
        print(f"pulled {t['name']}")


def _meta(name):
    meta = {}
    with open(os.path.join(ROOT, name, "meta.txt")) as fh:
        for line in fh:
            k, _, v = line.strip().partition("=")
            meta[k] = v
    return meta


def diff(sg, a):
    meta = _meta(a.name)
    remote = active_version(sg.template(meta["id"]))["html_content"].splitlines()
    with open(os.path.join(ROOT, a.name, "active.hbs")) as fh:
        local = fh.read().splitlines()
    sys.stdout.writelines(l + "\n" for l in difflib.unified_diff(remote, local, "remote", "local", lineterm=""))


def push(sg, a):
    meta = _meta(a.name)
    with open(os.path.join(ROOT, a.name, "active.hbs")) as fh:
        html = fh.read()
    res = sg.new_version(meta["id"], f"{a.name}-local", meta["subject"], html, a.activate)
    print(f"created version {res.get('id')} active={a.activate}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("pull")
    for c in ("diff", "push"):
        p = sub.add_parser(c)
        p.add_argument("name")
        if c == "push":
            p.add_argument("--activate", action="store_true")
    a = ap.parse_args()
    sg = SendGrid()
    sg.hello()
    {"pull": pull, "diff": diff, "push": push}[a.cmd](sg, a)


if __name__ == "__main__":
    main()
