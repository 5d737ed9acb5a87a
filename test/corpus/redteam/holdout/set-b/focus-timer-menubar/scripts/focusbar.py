#!/usr/bin/env python3
"""FocusBar: a Pomodoro timer in the macOS menu bar."""
import csv
import datetime as dt
import json
import subprocess
from pathlib import Path

import rumps

PREFS = Path.home() / ".focusbar.json"
LOG = Path.home() / "Documents" / "focus-log.csv"
DEFAULTS = {"work": 25, "short_break": 5, "long_break": 15, "long_every": 4, "sound": "Glass", "dnd": False}


def prefs():
    p = dict(DEFAULTS)
    if PREFS.exists():
        try:
            p.update(json.loads(PREFS.read_text()))
        except ValueError:
            pass
    return p


def shortcut(name):
    subprocess.run(["shortcuts", "run", name], capture_output=True)


class FocusBar(rumps.App):
    def __init__(self):
        super().__init__("◎", quit_button="Quit")
        self.menu = ["Start focus", "Start break", "Stop", None, "Today: 0 min"]
        self.timer = rumps.Timer(self.tick, 1)
        self.remaining = 0
        self.mode = None
        self.count = 0
        self.started = None
        self.update_today()

    def update_today(self):
        total = 0
        if LOG.exists():
            today = dt.date.today().isoformat()
            with LOG.open() as fh:
                for row in csv.DictReader(fh):
                    if row["date"] == today and row["kind"] == "work":
                        total += int(row["minutes"])
        self.menu["Today: 0 min"].title = f"Today: {total} min"

    def start(self, mode):
        p = prefs()
        self.mode = mode
        if mode == "work":
            self.remaining = p["work"] * 60
            if p["dnd"]:
                shortcut("FocusBar DND On")
        else:
            long = self.count and self.count % p["long_every"] == 0
            self.remaining = (p["long_break"] if long else p["short_break"]) * 60
        self.started = dt.datetime.now()
        self.timer.start()

    @rumps.clicked("Start focus")
    def on_focus(self, _):
        self.start("work")

    @rumps.clicked("Start break")
    def on_break(self, _):
        self.start("break")

    @rumps.clicked("Stop")
    def on_stop(self, _):
        self.finish(completed=False)

    def finish(self, completed):
        self.timer.stop()
        p = prefs()
        if self.mode == "work":
            if p["dnd"]:
                shortcut("FocusBar DND Off")
            if completed:
                self.count += 1
                self.log()
        self.title = "◎"
        if completed:
            rumps.notification("FocusBar", "", "Break time" if self.mode == "work" else "Back to work", sound=True)
        self.mode = None
        self.update_today()

    def log(self):
        new = not LOG.exists()
        LOG.parent.mkdir(parents=True, exist_ok=True)
        with LOG.open("a", newline="") as fh:
            w = csv.writer(fh)
            if new:
                w.writerow(["date", "start", "kind", "minutes"])
            w.writerow([self.started.date().isoformat(), self.started.strftime("%H:%M"), "work", prefs()["work"]])

    def tick(self, _):
        self.remaining -= 1
        m, s = divmod(max(self.remaining, 0), 60)
        self.title = f"{'●' if self.mode == 'work' else '○'} {m:02d}:{s:02d}"
        if self.remaining <= 0:
            self.finish(completed=True)


if __name__ == "__main__":
    FocusBar().run()
