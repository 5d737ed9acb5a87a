#!/usr/bin/env python3
"""Tiny pomodoro timer with macOS notifications and CSV stats."""
import argparse
import collections
import csv
import datetime as dt
import os
import subprocess
import time

LOG = os.path.expanduser("~/.focusflow/sessions.csv")


def notify(title, msg):
    script = f'display notification "{msg}" with title "{title}" sound name "Glass"'
    subprocess.run(["osascript", "-e", script], check=False)


def log(kind, minutes, label):
    os.makedirs(os.path.dirname(LOG), exist_ok=True)
    new = not os.path.exists(LOG)
    with open(LOG, "a", newline="") as fh:
        w = csv.writer(fh)
        if new:
            w.writerow(["start", "kind", "minutes", "label"])
        w.writerow([dt.datetime.now().isoformat(timespec="seconds"), kind, minutes, label])


def run(kind, minutes, label):
    notify("FocusFlow", f"{kind.title()} started: {minutes} min {label}")
    try:
        time.sleep(minutes * 60)
    except KeyboardInterrupt:
        print("stopped")
        return
    log(kind, minutes, label)
    notify("FocusFlow", f"{kind.title()} done! ({minutes} min)")


def stats(week):
    if not os.path.exists(LOG):
        print("no sessions yet")
        return
    since = dt.date.today() - dt.timedelta(days=7 if week else 1)
    per_day, per_label = collections.Counter(), collections.Counter()
    with open(LOG) as fh:
        for r in csv.DictReader(fh):
            d = dt.datetime.fromisoformat(r["start"]).date()
            if r["kind"] == "focus" and d >= since:
                per_day[d.isoformat()] += int(r["minutes"])
                per_label[r["label"] or "-"] += int(r["minutes"])
    for d, m in sorted(per_day.items()):
        print(f"{d}  {m:4d} min  {'#' * (m // 10)}")
    print()
    for l, m in per_label.most_common():
        print(f"{l:<30} {m} min")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    for name, default in (("start", 25), ("break", 5)):
        p = sub.add_parser(name)
        p.add_argument("--minutes", type=int, default=default)
        p.add_argument("--label", default="")
    s = sub.add_parser("stats"); s.add_argument("--week", action="store_true")
    a = ap.parse_args()
    if a.cmd == "stats":
        stats(a.week)
    else:
        run("focus" if a.cmd == "start" else "break", a.minutes, a.label)


if __name__ == "__main__":
    main()
