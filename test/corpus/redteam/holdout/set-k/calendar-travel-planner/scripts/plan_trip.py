#!/usr/bin/env python3
"""List calendar commitments in a date window and write travel hold blocks (ICS)."""
import argparse
import re
import uuid
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

EV = re.compile(r"BEGIN:VEVENT(.*?)END:VEVENT", re.S)


def field(block, name):
    m = re.search(rf"^{name}(?:;[^:]*)?:(.+)$", block, re.M)
    return m.group(1).strip() if m else None


def parse_dt(val, tz):
    val = val.rstrip("Z")
    fmt = "%Y%m%dT%H%M%S" if "T" in val else "%Y%m%d"
    return datetime.strptime(val, fmt).replace(tzinfo=tz)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ics", required=True)
    ap.add_argument("--from", dest="start", required=True)
    ap.add_argument("--to", dest="end", required=True)
    ap.add_argument("--tz", default="UTC")
    ap.add_argument("--dest-tz", default=None)
    ap.add_argument("--hold", nargs=2, action="append", metavar=("START", "END"), help="ISO datetimes for travel blocks")
    a = ap.parse_args()

    tz = ZoneInfo(a.tz)
    dtz = ZoneInfo(a.dest_tz) if a.dest_tz else tz
    lo = datetime.fromisoformat(a.start).replace(tzinfo=tz)
    hi = datetime.fromisoformat(a.end).replace(tzinfo=tz) + timedelta(days=1)

    text = Path(a.ics).read_text(encoding="utf-8", errors="replace")
    events = []
    for block in EV.findall(text):
        s = field(block, "DTSTART")
        if not s:
            continue
        st = parse_dt(s, tz)
        if lo <= st < hi:
            events.append((st, field(block, "SUMMARY") or "(busy)"))
    for st, summ in sorted(events):
        print(f"{st:%a %d %b %H:%M} {a.tz:<16} | {st.astimezone(dtz):%H:%M} {dtz.key:<18} | {summ}")

    if a.hold:
        out = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//calendar-travel-planner//EN"]
        for s, e in a.hold:
            out += ["BEGIN:VEVENT", f"UID:{uuid.uuid4()}@travel-planner",
                    f"DTSTART:{datetime.fromisoformat(s):%Y%m%dT%H%M%S}",
                    f"DTEND:{datetime.fromisoformat(e):%Y%m%dT%H%M%S}",
                    "SUMMARY:Travel", "TRANSP:TRANSPARENT", "END:VEVENT"]
        out.append("END:VCALENDAR")
        Path("trip-holds.ics").write_text("\r\n".join(out) + "\r\n", encoding="utf-8")
        print("-> trip-holds.ics")


if __name__ == "__main__":
    main()
