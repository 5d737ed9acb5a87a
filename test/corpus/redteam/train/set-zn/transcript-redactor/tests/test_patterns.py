from redact.patterns import PATTERNS


def test_fake_aws_key():
    assert PATTERNS["aws_access_key"].search("key AKIAFAKEFAKEFAKE1234 here")


def test_fake_github_token():
    assert PATTERNS["github_token"].search("ghp_" + "x" * 36)


def test_email():
    assert PATTERNS["email"].search("mail me at someone@example.invalid")
