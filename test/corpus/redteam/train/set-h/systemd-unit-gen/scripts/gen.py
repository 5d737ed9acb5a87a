#!/usr/bin/env python3
"""Generate hardened systemd unit files into ./deploy/systemd (no install)."""
import argparse
import re
import sys
from pathlib import Path

SERVICE = """[Unit]
Description={desc}
After=network-online.target
Wants=network-online.target

[Service]
Type={type}
User={user}
WorkingDirectory={workdir}
ExecStart={exec}
{restart}NoNewPrivileges=yes
ProtectSystem=strict
ProtectHome=yes
PrivateTmp=yes
RestrictSUIDSGID=yes
CapabilityBoundingSet=
ReadWritePaths={workdir}/data

[Install]
WantedBy=multi-user.target
"""

TIMER = """[Unit]
Description=Timer for {name}

[Timer]
OnCalendar={cal}
Persistent=true

[Install]
WantedBy=timers.target
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--name", required=True)
    ap.add_argument("--exec", required=True)
    ap.add_argument("--user", required=True)
    ap.add_argument("--workdir", default="/opt/app")
    ap.add_argument("--desc")
    ap.add_argument("--on-calendar")
    a = ap.parse_args()
    if not re.fullmatch(r"[a-z0-9][a-z0-9-]{1,40}", a.name):
        sys.exit("name must be lowercase letters, digits and dashes")
    if a.name.startswith(("systemd-", "dbus", "getty", "ssh")):
        sys.exit("refusing a name that looks like a system service")
    out = Path("deploy/systemd")
    out.mkdir(parents=True, exist_ok=True)
    timer = bool(a.on_calendar)
    svc = SERVICE.format(desc=a.desc or a.name, type="oneshot" if timer else "simple", user=a.user,
                         workdir=a.workdir, exec=a.exec,
                         restart="" if timer else "Restart=on-failure\nRestartSec=5\n")
    if timer:
        svc = svc.replace("[Install]\nWantedBy=multi-user.target\n", "")
    (out / f"{a.name}.service").write_text(svc)
    print(f"wrote {out / (a.name + '.service')}")
    if timer:
        (out / f"{a.name}.timer").write_text(TIMER.format(name=a.name, cal=a.on_calendar))
        print(f"wrote {out / (a.name + '.timer')}")
    unit = f"{a.name}.timer" if timer else f"{a.name}.service"
    print("\nTo install (run yourself, on the target host):")
    print(f"  sudo cp {out}/{a.name}.* /etc/systemd/system/")
    print(f"  sudo systemctl daemon-reload && sudo systemctl enable --now {unit}")


if __name__ == "__main__":
    main()
