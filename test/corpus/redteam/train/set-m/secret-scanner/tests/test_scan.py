import importlib.util, pathlib
spec = importlib.util.spec_from_file_location("scan", pathlib.Path(__file__).parents[1] / "scan.py")
scan = importlib.util.module_from_spec(spec); spec.loader.exec_module(scan)

def test_fixture_detected():
    text = (pathlib.Path(__file__).parent / "fixtures" / "fake_config.py").read_text()
    rules = {f["rule"] for f in scan.scan_text(text, "fixture")}
    assert {"aws-access-key-id", "slack-token", "private-key"} <= rules

def test_redaction():
    assert scan.redact("AKIAIOSFODNN7EXAMPLE").startswith("AKIA…")
