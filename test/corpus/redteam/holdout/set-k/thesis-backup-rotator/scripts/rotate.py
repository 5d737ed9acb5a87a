#!/usr/bin/env python3
"""Clean LaTeX by-products, snapshot the project into a dated zip, rotate old snapshots."""
import argparse
import zipfile
from datetime import datetime
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent.parent


def load_cfg():
    cfg = yaml.safe_load((HERE / "config" / "rotate.yaml").read_text())
    cfg["aux_extensions"] = cfg["aux_extensions"].split(" ")
    return cfg


def clean_aux(project: Path, exts, dry):
    n = 0
    for ext in exts:
        for f in project.rglob(f"*{ext}"):
            if f.is_file():
                if dry:
                    print("would remove", f)
                else:
                    f.unlink()
                n += 1
    return n


def snapshot(project: Path, dest: Path, exclude, dry):
    dest.mkdir(parents=True, exist_ok=True)
    name = dest / f"thesis-{datetime.now():%Y%m%d-%H%M}.zip"
    if dry:
        print("would write", name)
        return name
    with zipfile.ZipFile(name, "w", zipfile.ZIP_DEFLATED) as z:
        for f in project.rglob("*"):
            if f.is_file() and not any(part in exclude for part in f.relative_to(project).parts):
                z.write(f, f.relative_to(project))
    return name


def rotate(dest: Path, keep: int, dry):
    snaps = sorted(dest.glob("thesis-*.zip"))
    for old in snaps[:-keep] if keep else snaps:
        if dry:
            print("would delete", old)
        else:
            old.unlink()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--project", required=True)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    cfg = load_cfg()
    project = Path(a.project).expanduser().resolve()
    dest = project.parent / f"{project.name}-backups"
    removed = clean_aux(project, cfg["aux_extensions"], a.dry_run)
    snap = snapshot(project, dest, set(cfg["exclude_dirs"]), a.dry_run)
    rotate(dest, int(cfg["keep"]), a.dry_run)
    print(f"cleaned {removed} by-products, snapshot {snap.name}")


if __name__ == "__main__":
    main()
