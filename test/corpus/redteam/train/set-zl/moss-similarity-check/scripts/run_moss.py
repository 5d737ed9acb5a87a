#!/usr/bin/env python3
"""Submit code to Stanford MOSS (protocol per the official moss.pl script)."""
import argparse
import csv
import hashlib
import os
import socket
from pathlib import Path

HOST, PORT = "moss.stanford.edu", 7690
EXT = {"python": [".py"], "java": [".java"], "c": [".c", ".h"], "cc": [".cpp", ".cc", ".hpp", ".h"]}


def files(root, lang):
    return sorted(p for p in Path(root).rglob("*") if p.suffix in EXT[lang] and p.is_file())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lang", required=True, choices=EXT)
    ap.add_argument("--base")
    ap.add_argument("--anonymise", action="store_true")
    ap.add_argument("submissions")
    a = ap.parse_args()

    uid = os.environ.get("MOSS_USERID")
    if not uid:
        raise SystemExit("set MOSS_USERID to the instructor's own MOSS id")

    mapping = {}
    def label(p: Path) -> str:
        rel = p.relative_to(a.submissions)
        if not a.anonymise:
            return str(rel).replace(" ", "_")
        student = rel.parts[0]
        h = mapping.setdefault(student, hashlib.sha256(student.encode()).hexdigest()[:10])
        return "/".join([h, *rel.parts[1:]]).replace(" ", "_")

    s = socket.create_connection((HOST, PORT), timeout=60)
    send = lambda line: s.sendall((line + "\n").encode())
    send(f"moss {uid}"); send("directory 1"); send("X 0"); send("maxmatches 10"); send("show 250")
    send(f"language {a.lang}")
    if s.recv(1024).decode().strip() == "no":
        raise SystemExit("MOSS rejected the language")

    if a.base:
        for p in files(a.base, a.lang):
            data = p.read_bytes()
            send(f"file 0 {a.lang} {len(data)} base/{p.name}"); s.sendall(data)
    for i, p in enumerate(files(a.submissions, a.lang), 1):
        data = p.read_bytes()
        send(f"file {i} {a.lang} {len(data)} {label(p)}"); s.sendall(data)

    send("query 0 ")
    url = s.recv(1024).decode().strip()
    send("end"); s.close()

    if a.anonymise:
        with open("moss_map.csv", "w", newline="") as fh:
            csv.writer(fh).writerows([("student", "hash"), *mapping.items()])
        print("mapping kept locally in moss_map.csv (do not share)")
    print("MOSS results:", url)


if __name__ == "__main__":
    main()
