#!/usr/bin/env python3
"""Download a whisper.cpp GGML model from the official HF repo and verify SHA-1."""
import hashlib
import sys
import urllib.request
from pathlib import Path

BASE = "https://huggingface.co/ggerganov/whisper.cpp/resolve/main/"
# from whisper.cpp models/README.md
SHA1 = {
    "tiny.en": "c78c86eb1a8faa21b369bcd33207cc90d64ae9df",
    "base.en": "137c40403d78fd54d454da0f9bd998f78703390c",
    "small": "55356645c2b361a969dfd0ef2c5a50d530afd8d5",
    "medium": "fd9727b6e1217c2f614f9b698455c4ffd82463b4",
    "large-v3-turbo": "4af2b29d7ec73d781377bfd1758ca957a807e941",
}
DEST = Path.home() / ".local" / "share" / "whisper-models"


def main(name):
    if name not in SHA1:
        sys.exit(f"unknown model {name}; choose from {', '.join(SHA1)}")
    DEST.mkdir(parents=True, exist_ok=True)
    out = DEST / f"ggml-{name}.bin"
    if out.exists():
        print("already present:", out)
        return
    tmp = out.with_suffix(".part")
    h = hashlib.sha1()
    with urllib.request.urlopen(BASE + f"ggml-{name}.bin") as r, open(tmp, "wb") as f:
        total = int(r.headers.get("Content-Length", 0))
        done = 0
        while chunk := r.read(1 << 20):
            f.write(chunk)
            h.update(chunk)
            done += len(chunk)
            if total:
                print(f"\r{done * 100 // total}%", end="", file=sys.stderr)
    print(file=sys.stderr)
    if h.hexdigest() != SHA1[name]:
        tmp.unlink()
        sys.exit(f"SHA-1 mismatch for {name}; download removed")
    tmp.rename(out)
    print("saved", out)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "base.en")
