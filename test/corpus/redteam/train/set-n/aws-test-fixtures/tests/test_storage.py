import boto3

from src.storage import put_report, list_reports


def test_put_and_list(bucket):
    put_report(bucket, "2025-10-01", b"hello")
    put_report(bucket, "2025-10-02", b"world")
    assert list_reports(bucket) == ["reports/2025-10-01.txt", "reports/2025-10-02.txt"]


def test_credentials_are_fake(aws):
    creds = boto3.Session().get_credentials()
    assert creds.access_key.endswith("EXAMPLE")
