#!/usr/bin/env python3
"""Convert a Notion database CSV into one note per row with YAML frontmatter."""
import csv
import re
import sys
from pathlib import Path

src, vault = Path(sys.argv[1]), Path(sys.argv[2])
db = re.sub(r" [0-9a-f]{32}$", "", src.stem)
out = vault / db
out.mkdir(parents=True, exist_ok=True)
with src.open(encoding="utf-8-sig", newline="") as f:
    rows = list(csv.DictReader(f))
for row in rows:
    title_key = next(iter(row))
    title = (row[title_key] or "Untitled").strip().replace("/", "-")
    fm = ["---"]
    for k, v in row.items():
        if k == title_key or not v:
            continue
        v = v.replace('"', '\\"')
        fm.append(f'{k.lower().replace(" ", "_")}: "{v}"')
    fm.append("---")
    note = out / f"{title}.md"
    if not note.exists():
        note.write_text("\n".join(fm) + f"\n\n# {title}\n", encoding="utf-8")
print(f"{db}: {len(rows)} notes")
