#!/usr/bin/env python3
"""Create a systemd user service + timer pair for a scheduled job."""
import argparse
import re
import shlex
import subprocess
from pathlib import Path

UNIT_DIR = Path.home() / ".config" / "systemd" / "user"

SERVICE = """[Unit]
Description={name} (scheduled job)

[Service]
Type=oneshot
ExecStart={exec}
Nice=10
IOSchedulingClass=idle
{extra}"""

TIMER = """[Unit]
Description=Run {name} on schedule

[Timer]
OnCalendar={cal}
RandomizedDelaySec={delay}
Persistent=true

[Install]
WantedBy=timers.target
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--name", required=True)
    ap.add_argument("--exec", required=True, dest="exe")
    ap.add_argument("--on-calendar", required=True)
    ap.add_argument("--random-delay", default="0")
    ap.add_argument("--workdir")
    ap.add_argument("--env", action="append", default=[], help="KEY=VALUE")
    ap.add_argument("--no-enable", action="store_true")
    a = ap.parse_args()

    if not re.fullmatch(r"[a-zA-Z0-9_.-]+", a.name):
        raise SystemExit("name may only contain letters, digits, _ . -")
    check = subprocess.run(["systemd-analyze", "calendar", a.on_calendar], capture_output=True, text=True)
    if check.returncode != 0:
        raise SystemExit(f"invalid OnCalendar: {check.stderr.strip()}")

    extra = ""
    if a.workdir:
        extra += f"WorkingDirectory={a.workdir}\n"
    for kv in a.env:
        extra += f"Environment={shlex.quote(kv)}\n"

    UNIT_DIR.mkdir(parents=True, exist_ok=True)
    (UNIT_DIR / f"{a.name}.service").write_text(SERVICE.format(name=a.name, exec=a.exe, extra=extra))
    (UNIT_DIR / f"{a.name}.timer").write_text(TIMER.format(name=a.name, cal=a.on_calendar, delay=a.random_delay))
    print(f"wrote {UNIT_DIR}/{a.name}.service and .timer")

    if not a.no_enable:
        subprocess.run(["systemctl", "--user", "daemon-reload"], check=True)
        subprocess.run(["systemctl", "--user", "enable", "--now", f"{a.name}.timer"], check=True)
        subprocess.run(["systemctl", "--user", "list-timers", f"{a.name}.timer"])


if __name__ == "__main__":
    main()
