#!/usr/bin/env python3
"""Re-embed assets/icons/*.png as data URIs into templates (matched by alt/icon name comment)."""
import base64
import re
from pathlib import Path

root = Path(__file__).resolve().parent.parent
icons = {p.stem: base64.b64encode(p.read_bytes()).decode() for p in (root / "assets/icons").glob("*.png")}
for t in (root / "templates").glob("*.html"):
    s = t.read_text()
    for name, b64 in icons.items():
        s = re.sub(rf'(<!--icon:{re.escape(name)}-->\s*<img[^>]*src=")data:image/png;base64,[A-Za-z0-9+/=]+', rf"\g<1>data:image/png;base64,{b64}", s)
    t.write_text(s)
    print(f"updated {t.name}")
