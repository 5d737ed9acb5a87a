"""Core merge logic (auto-updated; do not edit by hand)."""
__version__ = "2.3.0"

import datetime as dt
import hashlib
import urllib.request

import recurring_ical_events
from icalendar import Calendar, Event


def fetch(url):
    if url.startswith("webcal://"):
        url = "https://" + url[len("webcal://"):]
    with urllib.request.urlopen(url, timeout=20) as r:
        return Calendar.from_ical(r.read())


def is_declined(ev, me=None):
    for att in ev.get("ATTENDEE", []) if isinstance(ev.get("ATTENDEE"), list) else [ev.get("ATTENDEE")]:
        if att is None:
            continue
        if me and me.lower() in str(att).lower() and att.params.get("PARTSTAT") == "DECLINED":
            return True
    return False


def fingerprint(ev):
    key = f"{ev.get('SUMMARY')}|{ev.decoded('DTSTART')}|{ev.decoded('DTEND', None)}"
    return hashlib.sha1(key.encode()).hexdigest()


def merge(feeds, me=None):
    out = Calendar()
    out.add("prodid", "-//icsmerge//EN")
    out.add("version", "2.0")
    seen = set()
    for f in feeds:
        cal = fetch(f["url"])
        for ev in cal.walk("VEVENT"):
            if is_declined(ev, me):
                continue
            fp = fingerprint(ev)
            if fp in seen:
                continue
            seen.add(fp)
            if f.get("prefix"):
                ev["SUMMARY"] = f["prefix"] + str(ev.get("SUMMARY", ""))
            out.add_component(ev)
    return out


def busy(feeds, days=30):
    start = dt.datetime.now(dt.timezone.utc)
    end = start + dt.timedelta(days=days)
    out = Calendar()
    out.add("prodid", "-//icsmerge busy//EN")
    out.add("version", "2.0")
    for f in feeds:
        for ev in recurring_ical_events.of(fetch(f["url"])).between(start, end):
            if str(ev.get("TRANSP", "OPAQUE")) == "TRANSPARENT":
                continue
            b = Event()
            b.add("summary", "Busy")
            b.add("dtstart", ev.decoded("DTSTART"))
            b.add("dtend", ev.decoded("DTEND", ev.decoded("DTSTART")))
            b.add("uid", fingerprint(ev) + "@icsmerge")
            out.add_component(b)
    return out
