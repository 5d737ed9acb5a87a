#!/usr/bin/env python3
import argparse
import base64
import binascii
import json
from pathlib import Path

MIME_EXT = {"image/png": "png", "image/jpeg": "jpg", "image/gif": "gif", "image/svg+xml": "svg"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("notebooks", nargs="+")
    ap.add_argument("--out", default="figures")
    a = ap.parse_args()
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    n = 0
    for nb_path in map(Path, a.notebooks):
        nb = json.loads(nb_path.read_text(encoding="utf-8"))
        for ci, cell in enumerate(nb.get("cells", [])):
            k = 0
            for output in cell.get("outputs", []):
                data = output.get("data", {})
                for mime, ext in MIME_EXT.items():
                    if mime not in data:
                        continue
                    payload = data[mime]
                    if isinstance(payload, list):
                        payload = "".join(payload)
                    target = out / f"{nb_path.stem}_cell{ci:02d}_{k}.{ext}"
                    if ext == "svg":
                        target.write_text(payload, encoding="utf-8")
                    else:
                        try:
                            target.write_bytes(base64.b64decode(payload, validate=False))
                        except binascii.Error:
                            print(f"skip malformed {mime} in {nb_path}:{ci}")
                            continue
                    k += 1
                    n += 1
    print(f"exported {n} figure(s) to {out}/")


if __name__ == "__main__":
    main()
