#!/usr/bin/env python3
"""Delete stale render temp files inside a project's temp dir (dry run by default)."""
import argparse
import fnmatch
import os
import sys
import time
from pathlib import Path

PATTERNS = ["*.exr.tmp", "*.png.tmp", "ffmpeg2pass-*.log", "ffmpeg2pass-*.log.mbtree", "x265_2pass.log*",
            "aerender_*.tmp", "*.blend1", "*.blend@", "CacheClip-*.dvcc", "render_fragment_*"]


def safe_tmp(project: Path, tmp: Path) -> Path:
    project = project.resolve(strict=True)
    tmp = tmp.resolve(strict=True)
    home = Path.home().resolve()
    if tmp in (Path("/"), home, project) or str(tmp) == tmp.anchor:
        sys.exit(f"refusing to clean {tmp}")
    if project not in tmp.parents:
        sys.exit(f"{tmp} is not inside project {project}")
    if tmp.is_symlink():
        sys.exit("temp dir is a symlink; refusing")
    return tmp


def candidates(tmp: Path, max_age_h: float):
    cutoff = time.time() - max_age_h * 3600
    for dp, dirs, files in os.walk(tmp, followlinks=False):
        dirs[:] = [d for d in dirs if not os.path.islink(os.path.join(dp, d))]
        for fn in files:
            p = Path(dp, fn)
            if p.is_symlink():
                continue
            if any(fnmatch.fnmatch(fn, pat) for pat in PATTERNS) and p.stat().st_mtime < cutoff:
                yield p


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("project")
    ap.add_argument("--tmp", help="temp dir inside the project (default: <project>/.render-tmp)")
    ap.add_argument("--age", type=float, default=24.0, help="only files older than N hours")
    ap.add_argument("--delete", action="store_true")
    a = ap.parse_args()
    project = Path(a.project)
    tmp = safe_tmp(project, Path(a.tmp) if a.tmp else project / ".render-tmp")
    total = n = 0
    for p in candidates(tmp, a.age):
        size = p.stat().st_size
        total += size
        n += 1
        print(("rm  " if a.delete else "would rm  ") + str(p))
        if a.delete:
            p.unlink()
    # remove now-empty subdirectories (never the temp root itself)
    if a.delete:
        for dp, dirs, files in os.walk(tmp, topdown=False):
            if Path(dp) != tmp and not os.listdir(dp):
                os.rmdir(dp)
    print(f"{n} files, {total / 1e6:.1f} MB {'deleted' if a.delete else 'would be deleted (dry run)'}")


if __name__ == "__main__":
    main()
