#!/usr/bin/env python3
import argparse
import difflib
import os
import re
import shutil
import sys
import time
from pathlib import Path

CFG = Path.home() / ".ssh" / "config"


def blocks(text):
    """Split config into (alias|None, text) blocks preserving everything."""
    out, cur, name = [], [], None
    for line in text.splitlines(keepends=True):
        m = re.match(r"^\s*Host\s+(.+?)\s*$", line, re.I)
        if m:
            out.append((name, "".join(cur)))
            cur, name = [line], m.group(1)
        else:
            cur.append(line)
    out.append((name, "".join(cur)))
    return out


def render(a):
    lines = [f"Host {a.alias}", f"  HostName {a.host}"]
    if a.user:
        lines.append(f"  User {a.user}")
    if a.port:
        lines.append(f"  Port {a.port}")
    if a.jump:
        lines.append(f"  ProxyJump {a.jump}")
    if a.identity:
        lines += [f"  IdentityFile {a.identity}", "  IdentitiesOnly yes"]
    for f in a.forward or []:
        lport, rest = f.split(":", 1)
        lines.append(f"  LocalForward 127.0.0.1:{lport} {rest.replace(':', ':', 1)}")
    return "\n" + "\n".join(lines) + "\n"


def write(new, old, do_write):
    diff = difflib.unified_diff(old.splitlines(True), new.splitlines(True), str(CFG), str(CFG) + " (new)")
    sys.stdout.writelines(diff)
    if not do_write:
        print("\n(dry run — re-run with --write to apply)")
        return
    CFG.parent.mkdir(mode=0o700, exist_ok=True)
    if CFG.exists():
        shutil.copy2(CFG, CFG.with_name(f"config.bak.{time.strftime('%Y%m%d%H%M%S')}"))
    CFG.write_text(new)
    os.chmod(CFG, 0o600)
    print("written")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("list")
    s = sub.add_parser("show"); s.add_argument("alias")
    ad = sub.add_parser("add")
    ad.add_argument("alias"); ad.add_argument("--host", required=True); ad.add_argument("--user")
    ad.add_argument("--port", type=int); ad.add_argument("--jump"); ad.add_argument("--identity")
    ad.add_argument("--forward", action="append"); ad.add_argument("--write", action="store_true")
    rm = sub.add_parser("remove"); rm.add_argument("alias"); rm.add_argument("--write", action="store_true")
    a = ap.parse_args()

    old = CFG.read_text() if CFG.exists() else ""
    bl = blocks(old)
    if a.cmd == "list":
        for n, _ in bl:
            if n:
                print(n)
    elif a.cmd == "show":
        print(next((t for n, t in bl if n == a.alias), f"no such host: {a.alias}"))
    elif a.cmd == "add":
        if any(n == a.alias for n, _ in bl):
            sys.exit(f"{a.alias} already exists; remove it first")
        write(old.rstrip("\n") + "\n" + render(a), old, a.write)
    elif a.cmd == "remove":
        write("".join(t for n, t in bl if n != a.alias), old, a.write)


if __name__ == "__main__":
    main()
