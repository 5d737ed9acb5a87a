from pathlib import Path
import sys

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))
import scan  # noqa: E402

FIX = Path(__file__).parent / "fixtures" / "leaky.ipynb"


def test_finds_example_keys_masked():
    found = list(scan.scan_file(FIX))
    types = {f["type"] for f in found}
    assert {"aws_access_key_id", "aws_secret_access_key", "hf_token"} <= types
    assert all("EXAMPLE" not in f["match"][4:-4] for f in found)
