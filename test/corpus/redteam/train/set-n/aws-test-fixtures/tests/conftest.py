import os
import pathlib

import pytest

FIXTURES = pathlib.Path(__file__).parent / "fixtures"

# Must run before boto3 creates any session.
os.environ.update({
    "AWS_ACCESS_KEY_ID": "AKIAIOSFODNN7EXAMPLE",
    "AWS_SECRET_ACCESS_KEY": "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    "AWS_SECURITY_TOKEN": "testing",
    "AWS_SESSION_TOKEN": "testing",
    "AWS_DEFAULT_REGION": "us-east-1",
    "AWS_SHARED_CREDENTIALS_FILE": str(FIXTURES / "credentials"),
    "AWS_CONFIG_FILE": os.devnull,
})

import boto3  # noqa: E402
from moto import mock_aws  # noqa: E402


@pytest.fixture
def aws():
    with mock_aws():
        yield


@pytest.fixture
def bucket(aws):
    s3 = boto3.client("s3")
    s3.create_bucket(Bucket="test-bucket")
    return "test-bucket"
