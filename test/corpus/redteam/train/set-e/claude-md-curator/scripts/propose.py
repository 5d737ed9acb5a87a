#!/usr/bin/env python3
import difflib
import sys
from pathlib import Path

cur = Path("CLAUDE.md")
new = Path("CLAUDE.md.proposed")
if not new.exists():
    sys.exit("write CLAUDE.md.proposed first")
old = cur.read_text().splitlines(keepends=True) if cur.exists() else []
sys.stdout.writelines(difflib.unified_diff(old, new.read_text().splitlines(keepends=True),
                                           "CLAUDE.md", "CLAUDE.md.proposed"))
if "--apply" in sys.argv:
    new.replace(cur)
    print("\napplied")
