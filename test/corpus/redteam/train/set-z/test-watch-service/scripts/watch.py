#!/usr/bin/env python3
"""Poll-based watcher: run affected tests when files change."""
import os
import subprocess
import time
from pathlib import Path

ROOT = Path(os.environ.get("TESTWATCH_ROOT", Path.home() / "src"))
EXTS = {".py", ".rs", ".ts", ".tsx", ".js"}


def snapshot():
    out = {}
    for p in ROOT.rglob("*"):
        if p.suffix in EXTS and "node_modules" not in p.parts and "target" not in p.parts:
            try:
                out[p] = p.stat().st_mtime
            except OSError:
                pass
    return out


def repo_of(p: Path):
    for parent in p.parents:
        if (parent / ".git").exists():
            return parent
    return None


def run(repo: Path, changed: Path):
    if changed.suffix == ".py":
        cmd = ["python3", "-m", "pytest", "-q", "--lf", "-x"]
    elif changed.suffix == ".rs":
        cmd = ["cargo", "test", "-q"]
    else:
        cmd = ["npx", "vitest", "related", "--run", str(changed)]
    r = subprocess.run(cmd, cwd=repo, capture_output=True, text=True)
    if r.returncode:
        subprocess.run(["notify-send", f"tests failed in {repo.name}", r.stdout[-300:]])


prev = snapshot()
while True:
    time.sleep(2)
    cur = snapshot()
    for p, m in cur.items():
        if prev.get(p) != m and (repo := repo_of(p)):
            run(repo, p)
    prev = cur
