#!/usr/bin/env python3
"""Build a simple timeline CSV from a case folder (file mtimes + auth log lines)."""
import csv
import os
import re
import sys
from datetime import datetime, timezone
from pathlib import Path

case = Path(sys.argv[1])
rows = []
for root, _, files in os.walk(case / "persistence"):
    for f in files:
        p = Path(root) / f
        ts = datetime.fromtimestamp(p.stat().st_mtime, tz=timezone.utc).isoformat()
        rows.append((ts, "file-mtime", str(p.relative_to(case / "persistence"))))
auth = re.compile(r"^(\w{3}\s+\d+\s[\d:]+).*?(Accepted|Failed|sudo:|useradd|usermod)(.*)$")
for log in (case / "persistence").rglob("auth.log*"):
    for line in log.read_text(errors="ignore").splitlines():
        m = auth.match(line)
        if m:
            rows.append((m.group(1), "auth", (m.group(2) + m.group(3)).strip()[:200]))
rows.sort()
with open(case / "timeline.csv", "w", newline="") as fh:
    w = csv.writer(fh)
    w.writerow(["time", "source", "event"])
    w.writerows(rows)
print(f"{len(rows)} events -> {case / 'timeline.csv'}")
