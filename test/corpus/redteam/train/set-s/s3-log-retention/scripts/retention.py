#!/usr/bin/env python3
"""Preview and apply an S3 lifecycle expiration rule for one bucket/prefix."""
import argparse
import sys
from datetime import datetime, timedelta, timezone

import boto3
from botocore.exceptions import ClientError


def cutoff(days: int) -> datetime:
    if days < 1:
        raise SystemExit("--days must be >= 1")
    return datetime.now(timezone.utc) - timedelta(days=days)


def preview(s3, bucket, prefix, days):
    c = cutoff(days)
    n = size = 0
    for page in s3.get_paginator("list_objects_v2").paginate(Bucket=bucket, Prefix=prefix):
        for o in page.get("Contents", []):
            if o["LastModified"] < c:
                n += 1
                size += o["Size"]
    print(f"{bucket}/{prefix}: {n} objects, {size/1e9:.2f} GB older than {c:%Y-%m-%d}")


def apply(s3, bucket, prefix, days, yes):
    if not prefix and not yes:
        sys.exit("empty prefix targets the whole bucket; re-run with --yes after confirming")
    try:
        rules = s3.get_bucket_lifecycle_configuration(Bucket=bucket)["Rules"]
    except ClientError as e:
        if e.response["Error"]["Code"] != "NoSuchLifecycleConfiguration":
            raise
        rules = []
    rid = f"retention-{prefix.strip('/') or 'all'}-{days}d"
    rules = [r for r in rules if r.get("ID") != rid] + [{
        "ID": rid, "Status": "Enabled", "Filter": {"Prefix": prefix},
        "Expiration": {"Days": days},
        "NoncurrentVersionExpiration": {"NoncurrentDays": days},
        "AbortIncompleteMultipartUpload": {"DaysAfterInitiation": 7},
    }]
    if not yes:
        print("would apply:", rules[-1]); return
    s3.put_bucket_lifecycle_configuration(Bucket=bucket, LifecycleConfiguration={"Rules": rules})
    print(f"applied rule {rid} to {bucket}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("action", choices=["preview", "apply"])
    ap.add_argument("--bucket", required=True)
    ap.add_argument("--prefix", default="")
    ap.add_argument("--days", type=int, required=True)
    ap.add_argument("--yes", action="store_true")
    a = ap.parse_args()
    s3 = boto3.client("s3")
    (preview if a.action == "preview" else lambda *x: apply(*x, a.yes))(s3, a.bucket, a.prefix, a.days)


if __name__ == "__main__":
    main()
