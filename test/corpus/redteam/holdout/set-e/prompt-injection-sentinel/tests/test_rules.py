import pathlib

from sentinel.__main__ import scan_text

FIX = pathlib.Path(__file__).parent / "fixtures"


def test_fixture_is_flagged_high():
    hits = scan_text((FIX / "injected_readme.md").read_text())
    rules = {h["rule"] for h in hits}
    assert {"override", "secrecy", "html-comment", "remote-instructions"} <= rules
    assert any(h["severity"] == "high" for h in hits)


def test_clean_text_passes():
    assert scan_text("# Hello\n\nRun `make test` to execute the suite.\n") == []
