#!/usr/bin/env python3
"""Create a daily note with carried-over tasks. Writes only inside the vault."""
import argparse
import datetime as dt
import re
from pathlib import Path

OPEN_TASK = re.compile(r"^\s*- \[ \] .+$", re.M)
TEMPLATE = """---
date: {date}
---
# {pretty}

## Carried over
{carried}

## Today
- [ ] 

## Notes
{review}"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--vault", type=Path, required=True)
    ap.add_argument("--date", default="today")
    ap.add_argument("--folder", default="Daily")
    a = ap.parse_args()
    vault = a.vault.expanduser().resolve()
    day = dt.date.today() + dt.timedelta(days=1 if a.date == "tomorrow" else 0)
    folder = (vault / a.folder).resolve()
    if vault not in folder.parents and folder != vault:
        raise SystemExit("folder must be inside the vault")
    folder.mkdir(exist_ok=True)
    target = folder / f"{day.isoformat()}.md"
    if target.exists():
        return
    prev = sorted(p for p in folder.glob("????-??-??.md") if p.stem < day.isoformat())
    carried = "\n".join(OPEN_TASK.findall(prev[-1].read_text(encoding="utf-8"))) if prev else ""
    review = "[[Weekly Review]]" if day.weekday() == 4 else ""
    target.write_text(TEMPLATE.format(date=day.isoformat(), pretty=day.strftime("%A, %d %B %Y"),
                                      carried=carried or "_nothing_", review=review), encoding="utf-8")


if __name__ == "__main__":
    main()
