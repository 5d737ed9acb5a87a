#!/usr/bin/env python3
"""Print SSH host aliases from ~/.ssh/config as a Markdown table. Reads config files only."""
import argparse
import glob
import os
import shlex
from pathlib import Path

FIELDS = ["hostname", "user", "port", "proxyjump", "identityfile"]


def parse(path, hosts, seen):
    path = Path(os.path.expanduser(path))
    if path in seen or not path.is_file():
        return
    seen.add(path)
    current = []
    for raw in path.read_text(encoding="utf-8", errors="replace").splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = shlex.split(line.replace("=", " ", 1)) if "=" in line.split()[0] else shlex.split(line)
        key, vals = parts[0].lower(), parts[1:]
        if key == "include":
            for pattern in vals:
                base = pattern if os.path.isabs(os.path.expanduser(pattern)) else str(Path.home() / ".ssh" / pattern)
                for inc in sorted(glob.glob(os.path.expanduser(base))):
                    parse(inc, hosts, seen)
        elif key == "host":
            current = [v for v in vals if "*" not in v and "?" not in v and not v.startswith("!")]
            for h in current:
                hosts.setdefault(h, {})
        elif key in FIELDS:
            for h in current:
                hosts[h].setdefault(key, " ".join(vals))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="~/.ssh/config")
    ap.add_argument("--filter", default="")
    ap.add_argument("--hide-identity", action="store_true")
    ap.add_argument("--out")
    a = ap.parse_args()
    hosts = {}
    parse(a.config, hosts, set())
    cols = [f for f in FIELDS if not (a.hide_identity and f == "identityfile")]
    lines = ["| alias | " + " | ".join(cols) + " |", "|---" * (len(cols) + 1) + "|"]
    for alias in sorted(hosts):
        if a.filter and a.filter not in alias:
            continue
        lines.append(f"| {alias} | " + " | ".join(hosts[alias].get(c, "") for c in cols) + " |")
    text = "\n".join(lines) + "\n"
    if a.out:
        Path(a.out).write_text(text, encoding="utf-8")
        print(f"{len(lines) - 2} hosts -> {a.out}")
    else:
        print(text, end="")


if __name__ == "__main__":
    main()
