#!/usr/bin/env python3
"""Create systemd service+timer units, optionally from crontab entries."""
from __future__ import annotations

import argparse
import os
import shlex
import subprocess
from pathlib import Path

DOW = {"0": "Sun", "1": "Mon", "2": "Tue", "3": "Wed", "4": "Thu", "5": "Fri", "6": "Sat", "7": "Sun"}


def cron_field(f: str, width=2) -> str:
    if f == "*":
        return "*"
    if f.startswith("*/"):
        return f"00/{int(f[2:]):0{width}d}" if width else f"*/{f[2:]}"
    return ",".join(p.zfill(width) if p.isdigit() else p for p in f.split(","))


def cron_to_calendar(expr: str) -> str:
    specials = {"@hourly": "hourly", "@daily": "daily", "@weekly": "weekly", "@monthly": "monthly", "@yearly": "yearly"}
    if expr in specials:
        return specials[expr]
    m, h, dom, mon, dow = expr.split()[:5]
    dow_s = ""
    if dow != "*":
        parts = []
        for p in dow.split(","):
            if "-" in p:
                a, b = p.split("-")
                parts.append(f"{DOW[a]}..{DOW[b]}")
            else:
                parts.append(DOW[p])
        dow_s = ",".join(parts) + " "
    return f"{dow_s}*-{cron_field(mon)}-{cron_field(dom)} {cron_field(h)}:{cron_field(m)}:00"


def unit_dir(user: bool) -> Path:
    return Path.home() / ".config/systemd/user" if user else Path("/etc/systemd/system")


def write_units(name, command, calendar, user, persistent=True, delay=None, workdir=None, env_file=None, mail=None):
    d = unit_dir(user)
    d.mkdir(parents=True, exist_ok=True)
    svc = ["[Unit]", f"Description={name}"]
    if mail:
        svc.append(f"OnFailure=notify-failure@%n.service")
    svc += ["", "[Service]", "Type=oneshot", f"ExecStart=/bin/sh -c {shlex.quote(command)}"]
    if workdir:
        svc.append(f"WorkingDirectory={workdir}")
    if env_file:
        svc.append(f"EnvironmentFile={env_file}")
    tmr = ["[Unit]", f"Description=schedule for {name}", "", "[Timer]", f"OnCalendar={calendar}"]
    if persistent:
        tmr.append("Persistent=true")
    if delay:
        tmr.append(f"RandomizedDelaySec={delay}")
    tmr += ["", "[Install]", "WantedBy=timers.target"]
    (d / f"{name}.service").write_text("\n".join(svc) + "\n")
    (d / f"{name}.timer").write_text("\n".join(tmr) + "\n")
    if mail:
        (d / "notify-failure@.service").write_text(
            "[Unit]\nDescription=mail on failure of %i\n\n[Service]\nType=oneshot\n"
            f"ExecStart=/bin/sh -c 'systemctl {'--user ' if user else ''}status %i | mail -s \"%i failed\" {mail}'\n")
    sc = ["systemctl"] + (["--user"] if user else [])
    subprocess.run(sc + ["daemon-reload"], check=True)
    subprocess.run(sc + ["enable", "--now", f"{name}.timer"], check=True)
    subprocess.run(sc + ["list-timers", f"{name}.timer", "--no-pager"])


def from_crontab(user: bool):
    out = subprocess.run(["crontab", "-l"], capture_output=True, text=True).stdout
    for i, line in enumerate(out.splitlines()):
        line = line.strip()
        if not line or line.startswith("#") or "=" in line.split()[0]:
            continue
        if line.startswith("@"):
            expr, cmd = line.split(None, 1)
        else:
            parts = line.split(None, 5)
            expr, cmd = " ".join(parts[:5]), parts[5]
        cal = cron_to_calendar(expr)
        name = f"cron-{i}-" + "".join(c if c.isalnum() else "-" for c in os.path.basename(cmd.split()[0]))[:30]
        print(f"\n{line}\n  -> {name}: OnCalendar={cal}\n     ExecStart=/bin/sh -c {shlex.quote(cmd)}")
        if input("  create? [y/N] ").strip().lower() == "y":
            write_units(name, cmd, cal, user)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--name")
    ap.add_argument("--command")
    ap.add_argument("--on-calendar")
    ap.add_argument("--user", action="store_true")
    ap.add_argument("--no-persistent", action="store_true")
    ap.add_argument("--random-delay")
    ap.add_argument("--workdir")
    ap.add_argument("--env-file")
    ap.add_argument("--on-failure-mail")
    ap.add_argument("--from-crontab", action="store_true")
    a = ap.parse_args()
    if a.from_crontab:
        from_crontab(a.user)
        return
    if not (a.name and a.command and a.on_calendar):
        ap.error("--name, --command and --on-calendar are required")
    write_units(a.name, a.command, a.on_calendar, a.user, not a.no_persistent, a.random_delay, a.workdir, a.env_file, a.on_failure_mail)


if __name__ == "__main__":
    main()
