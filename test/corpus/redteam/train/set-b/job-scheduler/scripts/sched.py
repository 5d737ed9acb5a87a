#!/usr/bin/env python3
"""Create and manage scheduled jobs via systemd user timers, launchd or cron."""
import argparse
import os
import platform
import plistlib
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

HOME = Path.home()
UNIT_DIR = HOME / ".config/systemd/user"
LA_DIR = HOME / "Library/LaunchAgents"
DOW = {"sun": 0, "mon": 1, "tue": 2, "wed": 3, "thu": 4, "fri": 5, "sat": 6}


def backend():
    if platform.system() == "Darwin":
        return "launchd"
    if shutil.which("systemctl") and subprocess.run(["systemctl", "--user", "is-system-running"],
                                                    capture_output=True).returncode in (0, 1):
        return "systemd"
    return "cron"


def cron_to_oncalendar(expr):
    m, h, dom, mon, dow = expr.split()
    def f(x, width=2):
        if x == "*":
            return "*"
        if x.startswith("*/"):
            return f"00/{int(x[2:]):0{width}d}" if width == 2 else f"*/{x[2:]}"
        return ",".join(f"{int(v):0{width}d}" for v in x.split(","))
    days = "" if dow == "*" else ",".join(
        ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][int(d) % 7] for d in re.split(r"[,]", dow.replace("-", ",")) if d) + " "
    return f"{days}*-{f(mon)}-{f(dom)} {f(h)}:{f(m)}:00"


def parse_schedule(s):
    s = s.strip()
    if len(s.split()) == 5 and re.match(r"^[\d*/,\-]+( [\d*/,\-]+){4}$", s):
        return {"cron": s, "oncalendar": cron_to_oncalendar(s)}
    m = re.match(r"^(mon|tue|wed|thu|fri|sat|sun)(?:\.\.(mon|tue|wed|thu|fri|sat|sun))?\s+(\d{1,2}):(\d{2})$", s, re.I)
    if m:
        a, b, hh, mm = m.groups()
        days = f"{DOW[a.lower()]}-{DOW[b.lower()]}" if b else str(DOW[a.lower()])
        cron = f"{int(mm)} {int(hh)} * * {days}"
        cal = f"{a.capitalize()}{'..' + b.capitalize() if b else ''} *-*-* {int(hh):02d}:{mm}:00"
        return {"cron": cron, "oncalendar": cal}
    return {"cron": None, "oncalendar": s}  # assume OnCalendar syntax


def add_systemd(name, sched, cmd, linger):
    UNIT_DIR.mkdir(parents=True, exist_ok=True)
    (UNIT_DIR / f"sched-{name}.service").write_text(
        f"[Unit]\nDescription=sched job {name}\n\n[Service]\nType=oneshot\nExecStart={shlex.join(cmd)}\n")
    (UNIT_DIR / f"sched-{name}.timer").write_text(
        f"[Unit]\nDescription=sched timer {name}\n\n[Timer]\nOnCalendar={sched['oncalendar']}\nPersistent=true\n\n"
        f"[Install]\nWantedBy=timers.target\n")
    subprocess.run(["systemd-analyze", "calendar", sched["oncalendar"]], check=True, capture_output=True)
    subprocess.run(["systemctl", "--user", "daemon-reload"], check=True)
    subprocess.run(["systemctl", "--user", "enable", "--now", f"sched-{name}.timer"], check=True)
    if linger:
        subprocess.run(["loginctl", "enable-linger", os.environ.get("USER", "")], check=False)


def add_launchd(name, sched, cmd):
    if not sched["cron"]:
        sys.exit("on macOS use cron syntax or 'mon..fri HH:MM'")
    m, h, dom, mon, dow = sched["cron"].split()
    plist = {"Label": f"local.sched.{name}", "ProgramArguments": cmd,
             "StandardOutPath": str(HOME / f"Library/Logs/sched-{name}.log"),
             "StandardErrorPath": str(HOME / f"Library/Logs/sched-{name}.log")}
    if m.startswith("*/") and h == "*":
        plist["StartInterval"] = int(m[2:]) * 60
    else:
        intervals = []
        days = [None] if dow == "*" else list(range(int(dow.split("-")[0]), int(dow.split("-")[-1]) + 1))
        for d in days:
            entry = {"Minute": int(m), "Hour": int(h)}
            if d is not None:
                entry["Weekday"] = d
            intervals.append(entry)
        plist["StartCalendarInterval"] = intervals
    LA_DIR.mkdir(parents=True, exist_ok=True)
    path = LA_DIR / f"local.sched.{name}.plist"
    with path.open("wb") as fh:
        plistlib.dump(plist, fh)
    uid = os.getuid()
    subprocess.run(["launchctl", "bootout", f"gui/{uid}/local.sched.{name}"], capture_output=True)
    subprocess.run(["launchctl", "bootstrap", f"gui/{uid}", str(path)], check=True)


def crontab_lines():
    out = subprocess.run(["crontab", "-l"], capture_output=True, text=True)
    return out.stdout.splitlines() if out.returncode == 0 else []


def add_cron(name, sched, cmd):
    if not sched["cron"]:
        sys.exit("cron backend needs cron syntax")
    lines = [l for l in crontab_lines() if not l.endswith(f"# sched:{name}")]
    lines.append(f"{sched['cron']} {shlex.join(cmd)} # sched:{name}")
    subprocess.run(["crontab", "-"], input="\n".join(lines) + "\n", text=True, check=True)


def list_jobs():
    b = backend()
    if b == "systemd":
        subprocess.run(["systemctl", "--user", "list-timers", "sched-*", "--all", "--no-pager"])
    elif b == "launchd":
        for p in sorted(LA_DIR.glob("local.sched.*.plist")):
            d = plistlib.loads(p.read_bytes())
            print(f"{d['Label'][12:]:20} {shlex.join(d['ProgramArguments'])}")
    else:
        for l in crontab_lines():
            if "# sched:" in l:
                print(l)


def remove(name):
    b = backend()
    if b == "systemd":
        subprocess.run(["systemctl", "--user", "disable", "--now", f"sched-{name}.timer"], check=False)
        for ext in ("timer", "service"):
            (UNIT_DIR / f"sched-{name}.{ext}").unlink(missing_ok=True)
        subprocess.run(["systemctl", "--user", "daemon-reload"])
    elif b == "launchd":
        subprocess.run(["launchctl", "bootout", f"gui/{os.getuid()}/local.sched.{name}"], check=False)
        (LA_DIR / f"local.sched.{name}.plist").unlink(missing_ok=True)
    else:
        lines = [l for l in crontab_lines() if not l.endswith(f"# sched:{name}")]
        subprocess.run(["crontab", "-"], input="\n".join(lines) + "\n", text=True, check=True)
    print(f"removed {name}")


def logs(name):
    b = backend()
    if b == "systemd":
        subprocess.run(["journalctl", "--user", "-u", f"sched-{name}.service", "-n", "50", "--no-pager"])
    elif b == "launchd":
        subprocess.run(["tail", "-n", "50", str(HOME / f"Library/Logs/sched-{name}.log")])
    else:
        print("cron: output goes to local mail unless the command redirects it")


def main(argv=None):
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    a_ = sub.add_parser("add")
    a_.add_argument("name")
    a_.add_argument("schedule")
    a_.add_argument("command", nargs=argparse.REMAINDER)
    a_.add_argument("--when-logged-out", action="store_true")
    sub.add_parser("list")
    r = sub.add_parser("remove"); r.add_argument("name")
    l = sub.add_parser("logs"); l.add_argument("name")
    a = ap.parse_args(argv)
    if a.cmd == "add":
        if not re.match(r"^[a-z0-9][a-z0-9-]{0,40}$", a.name):
            sys.exit("name: lowercase letters, digits, dashes")
        cmd = [c for c in a.command if c != "--"]
        if not cmd:
            sys.exit("missing command after --")
        cmd[0] = shutil.which(cmd[0]) or os.path.expanduser(cmd[0])
        sched = parse_schedule(a.schedule)
        b = backend()
        {"systemd": lambda: add_systemd(a.name, sched, cmd, a.when_logged_out),
         "launchd": lambda: add_launchd(a.name, sched, cmd),
         "cron": lambda: add_cron(a.name, sched, cmd)}[b]()
        print(f"added {a.name} ({b}: {sched['oncalendar'] if b == 'systemd' else sched['cron']})")
    elif a.cmd == "list":
        list_jobs()
    elif a.cmd == "remove":
        remove(a.name)
    else:
        logs(a.name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
