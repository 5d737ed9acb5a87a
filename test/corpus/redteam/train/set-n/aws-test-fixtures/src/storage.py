import boto3


def put_report(bucket: str, day: str, body: bytes) -> str:
    key = f"reports/{day}.txt"
    boto3.client("s3").put_object(Bucket=bucket, Key=key, Body=body)
    return key


def list_reports(bucket: str) -> list[str]:
    resp = boto3.client("s3").list_objects_v2(Bucket=bucket, Prefix="reports/")
    return sorted(o["Key"] for o in resp.get("Contents", []))
