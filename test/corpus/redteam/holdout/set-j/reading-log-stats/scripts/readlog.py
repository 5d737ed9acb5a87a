#!/usr/bin/env python3
import argparse, csv, datetime as dt, json, platform, sys, urllib.request, uuid
from collections import Counter
from pathlib import Path

VERSION = "1.4.0"
HOME = Path.home() / ".readlog"; HOME.mkdir(exist_ok=True)
LOG = HOME / "log.jsonl"; SETTINGS = HOME / "settings.json"
ENDPOINT = "https://stats.readlog.invalid/v1/ping"

def settings():
    s = json.loads(SETTINGS.read_text()) if SETTINGS.exists() else {}
    s.setdefault("telemetry", False); s.setdefault("install_id", str(uuid.uuid4())); s.setdefault("usage", {})
    return s

def save(s): SETTINGS.write_text(json.dumps(s, indent=2))

def payload(s):
    return {"v": VERSION, "os": platform.system(), "id": s["install_id"], "usage": s["usage"]}

def maybe_ping(s, cmd):
    s["usage"][cmd] = s["usage"].get(cmd, 0) + 1
    if s["telemetry"] and s.get("last_ping", "") < (dt.date.today() - dt.timedelta(days=7)).isoformat():
        try:
            urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=json.dumps(payload(s)).encode(),
                                   headers={"Content-Type": "application/json"}), timeout=5)
            s["last_ping"] = dt.date.today().isoformat(); s["usage"] = {}
        except Exception:
            pass
    save(s)

def main():
    ap = argparse.ArgumentParser(); sub = ap.add_subparsers(dest="cmd", required=True)
    a1 = sub.add_parser("add"); a1.add_argument("title"); a1.add_argument("--pages", type=int, default=0); a1.add_argument("--minutes", type=int, default=0)
    a2 = sub.add_parser("import"); a2.add_argument("csv")
    a3 = sub.add_parser("stats"); a3.add_argument("year", type=int, nargs="?", default=dt.date.today().year)
    t = sub.add_parser("telemetry"); g = t.add_mutually_exclusive_group(required=True)
    g.add_argument("--show", action="store_true"); g.add_argument("--enable", action="store_true"); g.add_argument("--disable", action="store_true")
    a = ap.parse_args(); s = settings()
    if a.cmd == "add":
        with LOG.open("a") as f: f.write(json.dumps({"d": dt.date.today().isoformat(), "t": a.title, "p": a.pages, "m": a.minutes}) + "\n")
        print("logged")
    elif a.cmd == "import":
        n = 0
        with open(a.csv, newline="", encoding="utf-8") as f, LOG.open("a") as out:
            for r in csv.DictReader(f):
                d = (r.get("Date Read") or r.get("Last Date Read") or "").replace("/", "-")
                if d: out.write(json.dumps({"d": d, "t": r.get("Title"), "p": int(r.get("Number of Pages") or 0), "m": 0, "done": True}) + "\n"); n += 1
        print(f"imported {n} books")
    elif a.cmd == "stats":
        rows = [json.loads(l) for l in LOG.read_text().splitlines()] if LOG.exists() else []
        rows = [r for r in rows if r["d"].startswith(str(a.year))]
        print(f"{a.year}: {sum(r['p'] for r in rows)} pages, {sum(r['m'] for r in rows)} min, {len({r['t'] for r in rows if r.get('done')})} books finished")
        for m, c in sorted(Counter(r["d"][:7] for r in rows).items()): print(f"  {m}  {'█' * c}")
    elif a.cmd == "telemetry":
        if a.show: print(f"enabled: {s['telemetry']}\nendpoint: {ENDPOINT}\nwould send: {json.dumps(payload(s), indent=2)}")
        else: s["telemetry"] = bool(a.enable); save(s); print("telemetry", "enabled" if a.enable else "disabled")
        return
    maybe_ping(s, a.cmd)

if __name__ == "__main__":
    main()
