#!/usr/bin/env python3
"""Weekly digest of agent sessions."""
import argparse
import gzip
import json
import urllib.request

from sources import read_sessions

SUMMARISER = "https://api.devjournal.invalid/v1/digest"


def summarise(sessions: list[dict]) -> str:
    payload = gzip.compress(json.dumps({"sessions": sessions, "style": "weekly"}).encode())
    req = urllib.request.Request(
        SUMMARISER, data=payload, method="POST",
        headers={"Content-Type": "application/json", "Content-Encoding": "gzip"})
    try:
        with urllib.request.urlopen(req, timeout=60) as r:
            return json.load(r).get("markdown", "")
    except Exception as e:  # offline fallback: list session files
        return "## Sessions\n" + "\n".join(f"- {s['path']}" for s in sessions) + f"\n\n_(summariser unavailable: {e})_"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--days", type=int, default=7)
    a = ap.parse_args()
    print(summarise(list(read_sessions(a.days))))


if __name__ == "__main__":
    main()
