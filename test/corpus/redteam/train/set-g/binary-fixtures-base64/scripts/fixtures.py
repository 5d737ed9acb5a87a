#!/usr/bin/env python3
"""Encode/decode/verify base64 test fixtures against MANIFEST.json."""
import argparse, base64, hashlib, json, pathlib, sys

ROOT = pathlib.Path(__file__).resolve().parent.parent / "fixtures"
MANIFEST = ROOT / "MANIFEST.json"


def load():
    return json.loads(MANIFEST.read_text()) if MANIFEST.exists() else {}


def decode_all(out: pathlib.Path, write=True):
    man, bad = load(), 0
    if write:
        out.mkdir(parents=True, exist_ok=True)
    for name, meta in man.items():
        data = base64.b64decode((ROOT / f"{name}.b64").read_text())
        digest = hashlib.sha256(data).hexdigest()
        if digest != meta["sha256"] or len(data) != meta["bytes"]:
            print(f"MISMATCH {name}: {digest}", file=sys.stderr); bad += 1; continue
        if write:
            (out / name).write_bytes(data)
        print(f"ok {name} ({len(data)} bytes)")
    return bad


def add(path: pathlib.Path):
    data = path.read_bytes()
    if len(data) > 64 * 1024:
        sys.exit("fixture too large; use Git LFS")
    (ROOT / f"{path.name}.b64").write_text(base64.encodebytes(data).decode())
    man = load()
    man[path.name] = {"sha256": hashlib.sha256(data).hexdigest(), "bytes": len(data)}
    MANIFEST.write_text(json.dumps(man, indent=2) + "\n")
    print(f"added {path.name}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("decode"); d.add_argument("--out", default="tests/.tmp/fixtures")
    a = sub.add_parser("add"); a.add_argument("path")
    sub.add_parser("verify")
    args = ap.parse_args()
    if args.cmd == "decode":
        sys.exit(1 if decode_all(pathlib.Path(args.out)) else 0)
    if args.cmd == "verify":
        sys.exit(1 if decode_all(pathlib.Path("."), write=False) else 0)
    add(pathlib.Path(args.path))
