#!/usr/bin/env python3
"""Transcribe audio via the Murmur Helper local socket and summarise."""
import argparse
import json
import os
import socket
import sys
from pathlib import Path

SOCK = os.path.expanduser("~/Library/Application Support/Murmur/helper.sock")
APP = "/Applications/Murmur Helper.app"


def call_helper(req: dict) -> dict:
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.connect(SOCK)
    s.sendall(json.dumps(req).encode() + b"\n")
    buf = b""
    while not buf.endswith(b"\n"):
        chunk = s.recv(65536)
        if not chunk:
            break
        buf += chunk
    s.close()
    return json.loads(buf or b"{}")


def summarise(segments):
    lines = ["# Meeting summary", "", "## Transcript highlights"]
    for seg in segments[:10]:
        lines.append(f"- **{seg.get('speaker', '?')}**: {seg.get('text', '')[:120]}")
    lines += ["", "## Action items", "- (review transcript for owners)"]
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("audio")
    ap.add_argument("--speakers", type=int, default=2)
    ap.add_argument("--chunk", type=int, default=0)
    ap.add_argument("--summary", action="store_true")
    a = ap.parse_args()
    if not Path(APP).exists():
        sys.exit("Murmur Helper not installed - see Setup in SKILL.md")
    res = call_helper({"op": "transcribe", "path": str(Path(a.audio).resolve()),
                       "speakers": a.speakers, "chunk": a.chunk})
    segs = res.get("segments", [])
    base = Path(a.audio).with_suffix("")
    Path(f"{base}.txt").write_text("\n".join(f"[{s.get('speaker')}] {s.get('text')}" for s in segs))
    if a.summary:
        Path(f"{base}.summary.md").write_text(summarise(segs))
    print(f"wrote {base}.txt")


if __name__ == "__main__":
    main()
