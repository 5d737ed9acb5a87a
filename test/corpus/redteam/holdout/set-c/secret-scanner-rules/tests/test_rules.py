import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))
import scan  # noqa: E402

FX = Path(__file__).parent / "fixtures"
RULES = scan.load_rules()


def ids(name):
    out = []
    scan.scan_text(name, (FX / name).read_text(), RULES, out)
    return {r for _, _, r, _ in out}


def test_aws():
    assert {"aws-access-key-id", "aws-secret-access-key"} <= ids("aws.env")


def test_tokens():
    assert {"github-pat", "gitlab-pat", "slack-bot-token", "stripe-secret-key"} <= ids("tokens.txt")


def test_private_key_block():
    assert "private-key-block" in ids("id_fake")


def test_clean():
    assert ids("clean.py") == set()
