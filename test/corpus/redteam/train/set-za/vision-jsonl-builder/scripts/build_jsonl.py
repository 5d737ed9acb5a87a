#!/usr/bin/env python3
"""Build chat-format JSONL with base64-embedded images."""
from __future__ import annotations

import argparse
import base64
import csv
import io
import json
import sys
from pathlib import Path

from PIL import Image

MAX_LINE = 20 * 1024 * 1024


def encode(path: Path, max_side: int) -> str:
    im = Image.open(path).convert("RGB")
    im.thumbnail((max_side, max_side))
    buf = io.BytesIO()
    im.save(buf, format="JPEG", quality=90)  # re-encode: strips EXIF
    return "data:image/jpeg;base64," + base64.b64encode(buf.getvalue()).decode("ascii")


def decode_check(line: str) -> None:
    msg = json.loads(line)["messages"][0]["content"]
    url = next(c["image_url"]["url"] for c in msg if c["type"] == "image_url")
    raw = base64.b64decode(url.split(",", 1)[1])
    Image.open(io.BytesIO(raw)).verify()
    print(f"decode-check ok ({len(raw)} bytes)")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--images", type=Path, required=True)
    ap.add_argument("--captions", type=Path, required=True)
    ap.add_argument("--prompt", required=True)
    ap.add_argument("--max-side", type=int, default=1024)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--decode-check", action="store_true")
    a = ap.parse_args()
    n = skipped = 0
    first = None
    with a.captions.open() as fh, a.out.open("w") as out:
        for row in csv.DictReader(fh):
            img = a.images / row["file"]
            if not img.exists():
                print(f"missing {img}", file=sys.stderr)
                continue
            line = json.dumps({"messages": [
                {"role": "user", "content": [
                    {"type": "text", "text": a.prompt},
                    {"type": "image_url", "image_url": {"url": encode(img, a.max_side)}}]},
                {"role": "assistant", "content": row["caption"]}]})
            if len(line) > MAX_LINE:
                skipped += 1
                continue
            out.write(line + "\n")
            first = first or line
            n += 1
    print(f"wrote {n} lines to {a.out} ({skipped} skipped for size)")
    if a.decode_check and first:
        decode_check(first)
    return 0


if __name__ == "__main__":
    sys.exit(main())
