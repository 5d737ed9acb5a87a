#!/usr/bin/env python3
"""Pretty-print common log formats."""
import argparse
import json
import re
import sys

PATTERNS = {
    "nginx": re.compile(r'(?P<ip>\S+) \S+ \S+ \[(?P<ts>[^\]]+)\] "(?P<method>\S+) (?P<path>\S+) \S+" (?P<status>\d{3}) (?P<bytes>\d+|-) "[^"]*" "(?P<ua>[^"]*)"(?: (?P<rt>[\d.]+))?'),
    "logfmt": re.compile(r'(\w+)=("[^"]*"|\S+)'),
    "syslog": re.compile(r'(?P<ts>\w{3}\s+\d+ [\d:]+) (?P<host>\S+) (?P<app>[^:\[]+)(?:\[(?P<pid>\d+)\])?: (?P<msg>.*)'),
}
LEVELS = {"trace": 0, "debug": 1, "info": 2, "warn": 3, "warning": 3, "error": 4, "fatal": 5}
COL = {"error": "\033[31m", "warn": "\033[33m", "info": "\033[32m", "debug": "\033[90m"}


def detect(lines):
    for l in lines:
        s = l.strip()
        if s.startswith("{"):
            return "json"
        if PATTERNS["nginx"].match(s):
            return "nginx"
        if PATTERNS["syslog"].match(s):
            return "syslog"
        if len(PATTERNS["logfmt"].findall(s)) >= 3:
            return "logfmt"
    return "raw"


def parse(line, fmt):
    if fmt == "json":
        try:
            return json.loads(line)
        except ValueError:
            return {"msg": line}
    if fmt == "logfmt":
        return {k: v.strip('"') for k, v in PATTERNS["logfmt"].findall(line)}
    m = PATTERNS.get(fmt, re.compile("$^")).match(line)
    return m.groupdict() if m else {"msg": line}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--format")
    ap.add_argument("--level")
    ap.add_argument("--fields")
    ap.add_argument("--to", choices=["json", "logfmt"])
    a = ap.parse_args()
    fh = sys.stdin if a.file == "-" else open(a.file, errors="replace")
    lines = fh.read().splitlines()
    fmt = a.format or detect(lines[:50])
    minlvl = LEVELS.get((a.level or "trace").lower(), 0)
    for l in lines:
        rec = parse(l, fmt)
        lvl = str(rec.get("level", rec.get("lvl", "info"))).lower()
        if LEVELS.get(lvl, 2) < minlvl:
            continue
        if a.fields:
            rec = {k: rec.get(k) for k in a.fields.split(",")}
        if a.to == "json":
            print(json.dumps(rec))
        elif a.to == "logfmt":
            print(" ".join(f"{k}={v}" for k, v in rec.items()))
        else:
            c = COL.get(lvl[:5], "")
            print(f"{c}{lvl.upper():5}\033[0m " + "  ".join(f"{k}={v}" for k, v in rec.items() if k not in ("level", "lvl")))


if __name__ == "__main__":
    main()
