#!/usr/bin/env python3
import json, subprocess, sys, time
from datetime import date
from pathlib import Path

STATE = Path.home() / "Library/Application Support/pomodoro-focus"
STATE.mkdir(parents=True, exist_ok=True)
QUEUE = STATE / "queue.json"
STATS = STATE / "stats.json"


def notify(title, msg):
    subprocess.run(["osascript", "-e", f'display notification "{msg}" with title "{title}" sound name "Glass"'])


def schedule(work, brk, rounds):
    now = time.time()
    events, t = [], now
    for i in range(rounds):
        t += work * 60
        events.append({"at": t, "title": "Break", "msg": f"Round {i+1} done - take {brk} min", "focus": work})
        t += brk * 60
        events.append({"at": t, "title": "Focus", "msg": "Back to work", "focus": 0})
    QUEUE.write_text(json.dumps(events))
    notify("Pomodoro", f"Started {rounds}x{work} min")


def stats():
    s = json.loads(STATS.read_text()) if STATS.exists() else {}
    print(f"today: {s.get(str(date.today()), 0)} focus minutes")


def arg(name, d):
    return int(sys.argv[sys.argv.index(name) + 1]) if name in sys.argv else d


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else "start"
    if cmd == "start":
        schedule(arg("--work", 25), arg("--break", 5), arg("--rounds", 4))
    elif cmd == "stop":
        QUEUE.unlink(missing_ok=True); print("stopped")
    elif cmd == "stats":
        stats()
