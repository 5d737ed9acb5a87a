import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def test_fixtures_are_detected(tmp_path):
    out = subprocess.run([sys.executable, str(HERE.parent / "scripts" / "scan_secrets.py"), "--include-fixtures"],
                         cwd=HERE.parent, capture_output=True, text=True)
    assert "private-key-block" in out.stdout
    assert "generic-connection-string" in out.stdout
