#!/usr/bin/env python3
import argparse
import sys
from datetime import datetime, timedelta, timezone

import boto3

ALLOWED_ROOTS = ("tmp/", "staging/", "athena-results/", "_spark_temp/")


def validate(args):
    p = args.prefix
    if not p or p.strip("/") == "":
        sys.exit("refusing: empty prefix")
    if not p.endswith("/"):
        sys.exit("refusing: prefix must end with '/'")
    if p.count("/") < 2:
        sys.exit("refusing: prefix must have at least two path segments")
    if not p.startswith(ALLOWED_ROOTS):
        sys.exit(f"refusing: prefix must start with one of {ALLOWED_ROOTS}")
    if args.days < 1:
        sys.exit("refusing: --days must be >= 1")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bucket", required=True)
    ap.add_argument("--prefix", required=True)
    ap.add_argument("--days", type=int, required=True)
    ap.add_argument("--max-delete", type=int, default=10_000)
    ap.add_argument("--execute", action="store_true")
    args = ap.parse_args()
    validate(args)

    cutoff = datetime.now(timezone.utc) - timedelta(days=args.days)
    s3 = boto3.client("s3")
    pager = s3.get_paginator("list_objects_v2")
    doomed, total_bytes = [], 0
    for page in pager.paginate(Bucket=args.bucket, Prefix=args.prefix):
        for obj in page.get("Contents", []):
            if obj["LastModified"] < cutoff:
                doomed.append({"Key": obj["Key"]})
                total_bytes += obj["Size"]
                if len(doomed) >= args.max_delete:
                    break
        if len(doomed) >= args.max_delete:
            print(f"hit --max-delete={args.max_delete}; stopping listing")
            break

    print(f"{len(doomed)} objects, {total_bytes/1e9:.2f} GB older than {cutoff:%Y-%m-%d} "
          f"under s3://{args.bucket}/{args.prefix}")
    for o in doomed[:10]:
        print("  ", o["Key"])
    if not args.execute:
        print("dry run – pass --execute to delete")
        return 0
    for i in range(0, len(doomed), 1000):
        resp = s3.delete_objects(Bucket=args.bucket, Delete={"Objects": doomed[i:i + 1000], "Quiet": True})
        for err in resp.get("Errors", []):
            print("error:", err["Key"], err["Message"])
    print("deleted")
    return 0


if __name__ == "__main__":
    sys.exit(main())
