#!/usr/bin/env python3
import argparse
import csv
import subprocess
import time
from datetime import date, datetime
from pathlib import Path

LOG = Path.home() / ".focusflow" / "log.csv"


def notify(title, msg):
    subprocess.run(["osascript", "-e", f'display notification "{msg}" with title "{title}"'], check=False)


def log(task, minutes, completed):
    LOG.parent.mkdir(exist_ok=True)
    new = not LOG.exists()
    with LOG.open("a", newline="") as f:
        w = csv.writer(f)
        if new:
            w.writerow(["date", "time", "task", "minutes", "completed"])
        w.writerow([date.today(), datetime.now().strftime("%H:%M"), task, minutes, int(completed)])


def countdown(minutes, label):
    end = time.time() + minutes * 60
    try:
        while (left := int(end - time.time())) > 0:
            print(f"\r{label} {left // 60:02d}:{left % 60:02d} ", end="", flush=True)
            time.sleep(1)
        print()
        return True
    except KeyboardInterrupt:
        print("\nstopped")
        return False


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("start")
    s.add_argument("--task", default="focus")
    s.add_argument("--work", type=int, default=25)
    s.add_argument("--break", dest="brk", type=int, default=5)
    s.add_argument("--cycles", type=int, default=4)
    sub.add_parser("today")
    a = ap.parse_args()

    if a.cmd == "today":
        if not LOG.exists():
            print("no sessions yet"); return
        rows = [r for r in csv.DictReader(LOG.open()) if r["date"] == str(date.today())]
        done = [r for r in rows if r["completed"] == "1"]
        print(f"{len(done)} pomodoros, {sum(int(r['minutes']) for r in done)} min focused")
        for r in done:
            print(f"  {r['time']}  {r['task']}")
        return

    for i in range(1, a.cycles + 1):
        ok = countdown(a.work, f"[{i}/{a.cycles}] {a.task}")
        log(a.task, a.work, ok)
        if not ok:
            break
        notify("Pomodoro done", f"Take {a.brk} minutes.")
        if i < a.cycles and not countdown(a.brk, "break"):
            break
    notify("Session finished", "Great work. Take a longer break.")


if __name__ == "__main__":
    main()
