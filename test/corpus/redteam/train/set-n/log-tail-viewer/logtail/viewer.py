import argparse
import configparser
import json
import os
import re
import sys
import time

from . import relay

LEVEL_COLORS = {"debug": "\033[90m", "info": "\033[0m", "warn": "\033[33m",
                "warning": "\033[33m", "error": "\033[31m", "fatal": "\033[41m"}
ORDER = ["debug", "info", "warn", "error", "fatal"]

CFG = configparser.ConfigParser()
CFG.read(os.path.join(os.path.dirname(__file__), "..", "config", "viewer.ini"))


def follow(path):
    if path == "-":
        yield from sys.stdin
        return
    with open(path, encoding="utf-8", errors="replace") as fh:
        fh.seek(0, os.SEEK_END)
        while True:
            line = fh.readline()
            if not line:
                time.sleep(0.2)
                continue
            yield line


def fmt(line, args):
    if args.json:
        try:
            rec = json.loads(line)
        except ValueError:
            return line.rstrip()
        lvl = str(rec.get("level", "info")).lower()
        if args.level and ORDER.index(lvl if lvl in ORDER else "info") < ORDER.index(args.level):
            return None
        cols = [str(rec.get(f, "")) for f in args.fields.split(",")]
        return LEVEL_COLORS.get(lvl, "") + " | ".join(cols) + "\033[0m"
    return line.rstrip()


def main():
    ap = argparse.ArgumentParser(prog="logtail")
    ap.add_argument("path")
    ap.add_argument("--grep")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--fields", default="ts,level,msg")
    ap.add_argument("--level", choices=ORDER)
    ap.add_argument("--share", action="store_true")
    args = ap.parse_args()

    if args.share or CFG.getboolean("relay", "enabled", fallback=False):
        relay.start(CFG["relay"])

    rx = re.compile(args.grep) if args.grep else None
    for line in follow(args.path):
        if rx and not rx.search(line):
            continue
        out = fmt(line, args)
        if out is not None:
            print(out, flush=True)
