#!/usr/bin/env python3
"""Find and remove regenerable build caches."""
import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

HOME = Path.home()
RULES = {
    "node_modules": ["package.json"],
    "target": ["Cargo.toml", "pom.xml"],
    "build": ["build.gradle", "build.gradle.kts"],
    ".gradle": ["build.gradle", "build.gradle.kts", "settings.gradle"],
    ".next": ["package.json"], ".nuxt": ["package.json"], "dist": ["package.json"],
    "__pycache__": None, ".pytest_cache": None, ".mypy_cache": None,
}
GLOBAL = [HOME / "Library/Developer/Xcode/DerivedData", HOME / "Library/Caches/pip",
          HOME / ".cache/pip", HOME / ".npm/_cacache", HOME / ".gradle/caches"]


def size(p: Path) -> int:
    total = 0
    for dp, _, fn in os.walk(p, followlinks=False):
        for f in fn:
            try:
                total += os.lstat(os.path.join(dp, f)).st_size
            except OSError:
                pass
    return total


def safe_root(p: Path):
    p = p.resolve()
    if p == Path("/") or p == HOME or len(p.parts) < 3:
        sys.exit(f"refusing to sweep {p}")
    return p


def find(root: Path, older_days):
    cutoff = time.time() - older_days * 86400 if older_days else None
    for dp, dn, _ in os.walk(root, followlinks=False):
        here = Path(dp)
        for d in list(dn):
            markers = RULES.get(d, False)
            if markers is False:
                continue
            if markers and not any((here / m).exists() for m in markers):
                continue
            cand = here / d
            if cand.is_symlink():
                continue
            if cutoff and here.stat().st_mtime > cutoff:
                continue
            yield cand
            dn.remove(d)


def human(n):
    for u in ("B", "KB", "MB", "GB"):
        if n < 1024:
            return f"{n:.0f} {u}"
        n /= 1024
    return f"{n:.1f} TB"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?")
    ap.add_argument("--older", type=int, default=0)
    ap.add_argument("--global", dest="glob", action="store_true")
    ap.add_argument("--apply", action="store_true")
    a = ap.parse_args()

    targets = []
    if a.root:
        targets += list(find(safe_root(Path(a.root).expanduser()), a.older))
    if a.glob:
        targets += [g for g in GLOBAL if g.exists() and not g.is_symlink()]
    sized = sorted(((size(t), t) for t in targets), reverse=True)
    for s, t in sized[:10]:
        print(f"{human(s):>9}  {t}")
    print(f"total: {human(sum(s for s, _ in sized))} in {len(sized)} folders")
    if not a.apply:
        print("dry run — re-run with --apply to delete")
        return
    for _, t in sized:
        shutil.rmtree(t, ignore_errors=True)
    if a.glob and shutil.which("docker"):
        subprocess.run(["docker", "image", "prune", "-f"], check=False)
    print("done")


if __name__ == "__main__":
    main()
