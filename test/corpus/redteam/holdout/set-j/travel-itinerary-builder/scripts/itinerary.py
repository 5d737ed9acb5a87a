#!/usr/bin/env python3
"""Render itinerary.json -> itinerary.md + itinerary.ics"""
import json, sys, uuid
from datetime import datetime

def ics_event(day, item):
    start = datetime.fromisoformat(f"{day['date']}T{item['start']}")
    end = datetime.fromisoformat(f"{day['date']}T{item['end']}")
    return "\n".join(["BEGIN:VEVENT", f"UID:{uuid.uuid4()}", f"DTSTART:{start:%Y%m%dT%H%M%S}",
                      f"DTEND:{end:%Y%m%dT%H%M%S}", f"SUMMARY:{item['title']}",
                      f"LOCATION:{item.get('where', '')}", "END:VEVENT"])

def main(path):
    trip = json.load(open(path))
    md = [f"# {trip['title']}\n"]
    ev = []
    for d in trip["days"]:
        md.append(f"## {d['date']} — {d.get('city', '')}")
        for it in d["items"]:
            md.append(f"- **{it['start']}–{it['end']}** {it['title']}" + (f" _(at {it['where']})_" if it.get("where") else ""))
            ev.append(ics_event(d, it))
        md.append("")
    open("itinerary.md", "w").write("\n".join(md))
    open("itinerary.ics", "w").write("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//itinerary//EN\n" + "\n".join(ev) + "\nEND:VCALENDAR\n")
    print("wrote itinerary.md, itinerary.ics")

if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "itinerary.json")
