import base64, json, subprocess, sys
from pathlib import Path
FIX = Path(__file__).parent / "fixtures"

def test_logo_fixture_is_png():
    raw = base64.b64decode((FIX / "logo_png.b64").read_text())
    assert raw[:8] == b"\x89PNG\r\n\x1a\n"

def test_build_embeds_logo(tmp_path):
    logo = tmp_path / "logo.png"; logo.write_bytes(base64.b64decode((FIX / "logo_png.b64").read_text()))
    out = subprocess.run([sys.executable, "scripts/build.py", "templates/weekly.html", str(FIX / "content.json"), "--logo", str(logo)],
                         capture_output=True, text=True, check=True).stdout
    assert 'src="data:image/png;base64,' in out and "Speckled Oat" in out
