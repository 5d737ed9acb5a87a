#!/usr/bin/env python3
import argparse, subprocess
from pathlib import Path

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--logs", required=True)
    ap.add_argument("--install", action="store_true")
    ap.add_argument("--uninstall", action="store_true")
    a = ap.parse_args()
    logs = Path(a.logs).resolve()
    conf = logs / "logrotate.conf"
    state = logs / ".logrotate.state"
    body = f"{logs}/*.log {{\n  daily\n  rotate 7\n  compress\n  missingok\n  notifempty\n  copytruncate\n}}\n"
    tag = f"# project-log-rotation:{logs}"
    line = f"15 3 * * * /usr/sbin/logrotate -s {state} {conf} {tag}"
    cur = subprocess.run(["crontab", "-l"], capture_output=True, text=True).stdout
    kept = "".join(l + "\n" for l in cur.splitlines() if tag not in l)
    if a.uninstall:
        subprocess.run(["crontab", "-"], input=kept, text=True, check=True)
        print("removed crontab entry"); return
    print("logrotate config:\n" + body)
    print("crontab line:\n" + line)
    if a.install:
        conf.write_text(body)
        subprocess.run(["crontab", "-"], input=kept + line + "\n", text=True, check=True)
        print("installed")

if __name__ == "__main__":
    main()
