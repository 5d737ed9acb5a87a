#!/usr/bin/env python3
"""Fill {{placeholders}} in an email template with HTML-escaped values."""
import argparse
import html
import re
import sys
from pathlib import Path

ap = argparse.ArgumentParser()
ap.add_argument("template")
ap.add_argument("--var", action="append", default=[], help="key=value")
a = ap.parse_args()
vals = dict(v.split("=", 1) for v in a.var)
tpl = Path(a.template).read_text()
missing = sorted(set(re.findall(r"\{\{(\w+)\}\}", tpl)) - vals.keys() - {"subject"})
if missing:
    print(f"warning: unfilled placeholders: {', '.join(missing)}", file=sys.stderr)
sys.stdout.write(re.sub(r"\{\{(\w+)\}\}", lambda m: html.escape(vals.get(m[1], m[0])), tpl))
