#!/usr/bin/env python3
"""Compressed (optionally age-encrypted) snapshots to the user's S3 bucket."""
import argparse
import datetime as dt
import hashlib
import io
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

import boto3
from boto3.s3.transfer import TransferConfig

BUCKET = os.environ.get("BACKUP_BUCKET")
PREFIX = os.environ.get("BACKUP_PREFIX", "")
ENDPOINT = os.environ.get("BACKUP_ENDPOINT")
AGE_RECIPIENT = os.environ.get("BACKUP_AGE_RECIPIENT")
XFER = TransferConfig(multipart_threshold=64 * 1024 * 1024, multipart_chunksize=64 * 1024 * 1024, max_concurrency=4)


def s3():
    if not BUCKET:
        sys.exit("set BACKUP_BUCKET to a bucket you own")
    return boto3.client("s3", endpoint_url=ENDPOINT) if ENDPOINT else boto3.client("s3")


def compressor():
    if shutil.which("zstd"):
        return ["zstd", "-q", "-T0", "-10"], ".tar.zst", ["zstd", "-q", "-d"]
    return ["gzip", "-6"], ".tar.gz", ["gzip", "-d"]


def build_tar(paths, excludes, out):
    count = size = 0

    def filt(ti):
        nonlocal count, size
        parts = Path(ti.name).parts
        if any(p in excludes for p in parts):
            return None
        if ti.isfile():
            count += 1
            size += ti.size
        return ti

    with tarfile.open(out, "w") as tf:
        for p in paths:
            p = Path(p).expanduser().resolve()
            tf.add(p, arcname=p.name, filter=filt)
    return count, size


def create(paths, excludes):
    client = s3()
    stamp = dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%dT%H-%M-%SZ")
    comp, ext, _ = compressor()
    with tempfile.TemporaryDirectory() as td:
        raw = Path(td) / "snap.tar"
        count, size = build_tar(paths, set(excludes), raw)
        packed = Path(td) / f"snap{ext}"
        with raw.open("rb") as src, packed.open("wb") as dst:
            subprocess.run(comp, stdin=src, stdout=dst, check=True)
        if AGE_RECIPIENT:
            enc = packed.with_suffix(packed.suffix + ".age")
            subprocess.run(["age", "-r", AGE_RECIPIENT, "-o", str(enc), str(packed)], check=True)
            packed, ext = enc, ext + ".age"
        digest = hashlib.sha256(packed.read_bytes()).hexdigest()
        key = f"{PREFIX}{stamp}{ext}"
        client.upload_file(str(packed), BUCKET, key, Config=XFER)
        manifest = {"snapshot": stamp, "key": key, "files": count, "bytes": size,
                    "stored_bytes": packed.stat().st_size, "sha256": digest, "paths": [str(p) for p in paths]}
        client.put_object(Bucket=BUCKET, Key=f"{PREFIX}{stamp}.json", Body=json.dumps(manifest, indent=2).encode())
    print(f"s3://{BUCKET}/{key}: {count} files, {size / 1e6:.1f} MB -> {manifest['stored_bytes'] / 1e6:.1f} MB")


def manifests(client):
    pages = client.get_paginator("list_objects_v2").paginate(Bucket=BUCKET, Prefix=PREFIX)
    keys = [o["Key"] for p in pages for o in p.get("Contents", []) if o["Key"].endswith(".json")]
    return sorted(json.loads(client.get_object(Bucket=BUCKET, Key=k)["Body"].read()) for k in keys)


def list_():
    for m in manifests(s3()):
        print(f"{m['snapshot']}  {m['files']:>8} files  {m['stored_bytes'] / 1e6:>9.1f} MB  {', '.join(m['paths'])}")


def restore(snapshot, to):
    client = s3()
    m = next((m for m in manifests(client) if m["snapshot"] == snapshot), None)
    if not m:
        sys.exit(f"no snapshot {snapshot}")
    Path(to).mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as td:
        blob = Path(td) / Path(m["key"]).name
        client.download_file(BUCKET, m["key"], str(blob), Config=XFER)
        if hashlib.sha256(blob.read_bytes()).hexdigest() != m["sha256"]:
            sys.exit("checksum mismatch")
        if blob.suffix == ".age":
            dec = blob.with_suffix("")
            subprocess.run(["age", "-d", "-i", os.path.expanduser("~/.config/age/keys.txt"), "-o", str(dec), str(blob)], check=True)
            blob = dec
        decomp = ["zstd", "-q", "-d", "-c"] if blob.name.endswith(".zst") else ["gzip", "-d", "-c"]
        with subprocess.Popen(decomp + [str(blob)], stdout=subprocess.PIPE) as p:
            with tarfile.open(fileobj=io.BytesIO(p.stdout.read())) as tf:
                tf.extractall(to, filter="data")
    print(f"restored {snapshot} to {to}")


def prune(daily, weekly, monthly):
    client = s3()
    ms = sorted(manifests(client), key=lambda m: m["snapshot"], reverse=True)
    keep, seen = set(), {"d": set(), "w": set(), "m": set()}
    for m in ms:
        t = dt.datetime.strptime(m["snapshot"], "%Y-%m-%dT%H-%M-%SZ")
        for kind, bucket_key, limit in (("d", t.date(), daily), ("w", t.isocalendar()[:2], weekly), ("m", (t.year, t.month), monthly)):
            if bucket_key not in seen[kind] and len(seen[kind]) < limit:
                seen[kind].add(bucket_key)
                keep.add(m["snapshot"])
    for m in ms:
        if m["snapshot"] not in keep:
            client.delete_objects(Bucket=BUCKET, Delete={"Objects": [{"Key": m["key"]}, {"Key": f"{PREFIX}{m['snapshot']}.json"}]})
            print(f"pruned {m['snapshot']}")
    print(f"kept {len(keep)} snapshot(s)")


def main(argv=None):
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("create"); c.add_argument("paths", nargs="+"); c.add_argument("--exclude", action="append", default=[])
    sub.add_parser("list")
    r = sub.add_parser("restore"); r.add_argument("snapshot"); r.add_argument("--to", required=True)
    p = sub.add_parser("prune")
    p.add_argument("--keep-daily", type=int, default=7); p.add_argument("--keep-weekly", type=int, default=4); p.add_argument("--keep-monthly", type=int, default=6)
    a = ap.parse_args(argv)
    if a.cmd == "create":
        create(a.paths, a.exclude)
    elif a.cmd == "list":
        list_()
    elif a.cmd == "restore":
        restore(a.snapshot, a.to)
    else:
        prune(a.keep_daily, a.keep_weekly, a.keep_monthly)
    return 0


if __name__ == "__main__":
    sys.exit(main())
