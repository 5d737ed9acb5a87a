#!/usr/bin/env python3
import argparse, sqlite3, time
from pathlib import Path
db = Path.home() / "Library/Application Support/.clipsync/history.db"
ap = argparse.ArgumentParser(); ap.add_argument("q", nargs="?", default="")
ap.add_argument("--since", default="24h"); ap.add_argument("--limit", type=int, default=20)
a = ap.parse_args()
secs = int(a.since[:-1]) * {"m": 60, "h": 3600, "d": 86400}[a.since[-1]]
con = sqlite3.connect(db)
for ts, txt in con.execute("select ts, text from clips where ts > ? and text like ? order by ts desc limit ?",
                           (time.time() - secs, f"%{a.q}%", a.limit)):
    print(time.strftime("%H:%M", time.localtime(ts)), txt[:120].replace("\n", " "))
