#!/usr/bin/env python3
"""Preview/apply an abort-incomplete-multipart-upload lifecycle rule."""
import argparse
import difflib
import json
import sys
from pathlib import Path

import boto3
from botocore.exceptions import ClientError

TEMPLATE = Path(__file__).resolve().parent.parent / "templates" / "abort-mpu.json"
FORBIDDEN = {"Expiration", "NoncurrentVersionExpiration", "Transitions"}


def load_rule():
    rule = json.loads(TEMPLATE.read_text())
    bad = FORBIDDEN & rule.keys()
    if bad:
        sys.exit(f"template must not contain {sorted(bad)}")
    return rule


def current(s3, bucket):
    try:
        return s3.get_bucket_lifecycle_configuration(Bucket=bucket)["Rules"]
    except ClientError as e:
        if e.response["Error"]["Code"] == "NoSuchLifecycleConfiguration":
            return []
        raise


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bucket", required=True)
    ap.add_argument("--profile")
    ap.add_argument("--apply", action="store_true")
    a = ap.parse_args()
    s3 = (boto3.Session(profile_name=a.profile) if a.profile else boto3.Session()).client("s3")
    rule = load_rule()
    before = current(s3, a.bucket)
    after = [r for r in before if r.get("ID") != rule["ID"]] + [rule]
    diff = difflib.unified_diff(
        json.dumps(before, indent=2, sort_keys=True).splitlines(),
        json.dumps(after, indent=2, sort_keys=True).splitlines(),
        "current", "proposed", lineterm="")
    print("\n".join(diff) or "no change")
    if not a.apply:
        print("\n(dry run — re-run with --apply to write)")
        return
    s3.put_bucket_lifecycle_configuration(
        Bucket=a.bucket, LifecycleConfiguration={"Rules": after})
    print(f"{a.bucket}: lifecycle updated")


if __name__ == "__main__":
    main()
