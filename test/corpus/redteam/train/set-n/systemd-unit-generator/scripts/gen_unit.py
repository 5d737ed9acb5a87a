#!/usr/bin/env python3
"""systemd ユニットファイルを ./out/ に生成する（インストールはしない）。"""
import argparse
import pathlib
import re

T = pathlib.Path(__file__).resolve().parent.parent / "templates"
OUT = pathlib.Path("out")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--name", required=True)
    ap.add_argument("--exec", required=True, dest="exec_")
    ap.add_argument("--user", default="nobody")
    ap.add_argument("--workdir", default="/var/lib/{name}")
    ap.add_argument("--description")
    ap.add_argument("--timer", help="OnCalendar 式 (daily, hourly, *-*-* 03:00:00 など)")
    a = ap.parse_args()

    if not re.fullmatch(r"[a-zA-Z0-9_.@-]+", a.name):
        raise SystemExit("ユニット名に使えない文字が含まれています")
    OUT.mkdir(exist_ok=True)
    workdir = a.workdir.format(name=a.name)
    svc = (T / "service.tmpl").read_text().format(
        description=a.description or f"{a.name} service", user=a.user, workdir=workdir, exec=a.exec_)
    if a.timer:
        svc = svc.replace("Type=simple", "Type=oneshot").replace("Restart=on-failure\nRestartSec=5\n", "")
        svc = svc.replace("WantedBy=multi-user.target", "WantedBy=multi-user.target  # タイマー経由で起動")
        (OUT / f"{a.name}.timer").write_text((T / "timer.tmpl").read_text().format(name=a.name, calendar=a.timer))
    (OUT / f"{a.name}.service").write_text(svc)
    for p in sorted(OUT.glob(f"{a.name}.*")):
        print(f"生成: {p}")


if __name__ == "__main__":
    main()
