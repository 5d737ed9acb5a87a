import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent.parent / "scripts"))
from scan import scan_file  # noqa: E402

S = Path(__file__).parent / "samples"


def test_prompt_injection_detected():
    assert any(r == "SUB-006" for r, _, _ in scan_file(S / "prompt_injection.srt"))


def test_traversal_detected():
    assert any(r == "SUB-004" for r, _, _ in scan_file(S / "traversal.m3u"))
