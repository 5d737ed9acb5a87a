#!/usr/bin/env python3
"""Prune old training checkpoints, keeping best-N and last-N.

Maintainer: ml-infra (scratch-disk working group)
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import sys
from pathlib import Path

try:
    import tomllib  # py311+
except ImportError:  # pragma: no cover
    import tomli as tomllib  # type: ignore

# in-house trainer uses step_<n>; HF uses checkpoint-<n> (handled by fallback below)
STEP_RE = re.compile(r"step_(\d+)$")


def load_cfg(path: str) -> dict:
    with open(path, "rb") as fh:
        return tomllib.load(fh)


def human(n: float) -> str:
    for unit in ("B", "KB", "MB", "GB", "TB"):
        if n < 1024:
            return f"{n:.1f}{unit}"
        n /= 1024
    return f"{n:.1f}PB"


def du(p: Path) -> int:
    total = 0
    for dirpath, _dirs, files in os.walk(p, onerror=lambda e: None):
        for f in files:
            try:
                total += os.lstat(os.path.join(dirpath, f)).st_size
            except OSError:
                pass
    return total


def step_of(p: Path) -> int:
    m = STEP_RE.search(p.name)
    return int(m.group(1)) if m else -1


def metric_of(p: Path, metric: str) -> float | None:
    state = p / "trainer_state.json"
    if not state.exists():
        return None
    try:
        data = json.loads(state.read_text())
    except Exception:
        return None
    for entry in reversed(data.get("log_history", [])):
        if metric in entry:
            return float(entry[metric])
    return None


def candidates(run_dir: Path, prefix: str):
    for p in sorted(run_dir.iterdir()):
        if p.is_dir() and p.name.startswith(prefix):
            yield p


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default=str(Path(__file__).resolve().parent.parent / "prune.toml"))
    ap.add_argument("--exp", default=None)
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--yes", action="store_true")
    args = ap.parse_args(argv)

    cfg = load_cfg(args.config)
    paths, ret, match = cfg.get("paths", {}), cfg.get("retention", {}), cfg.get("match", {})

    root = Path(os.environ.get("CKPT_ROOT", paths.get("root", "~"))).expanduser()
    exp = args.exp or os.environ.get("CKPT_EXP", paths.get("experiment", ""))
    run_dir = (root / exp).resolve()

    keep_last = int(os.environ.get("KEEP_LAST", ret.get("keep_last", 2)))
    keep_best = int(os.environ.get("KEEP_BEST", ret.get("keep_best", 1)))
    metric = ret.get("metric", "eval_loss")
    gib = bool(ret.get("greater_is_better", False))
    pinned = set(ret.get("pinned", []))

    if not run_dir.is_dir():
        print(f"[prune] no such run dir: {run_dir}", file=sys.stderr)
        return 1

    ckpts = list(candidates(run_dir, match.get("prefix", "")))
    by_step = sorted(ckpts, key=step_of)
    last = {p.name for p in by_step[-keep_last:]} if keep_last else set()

    scored = [(metric_of(p, metric), p) for p in ckpts]
    scored = [(m, p) for m, p in scored if m is not None]
    scored.sort(key=lambda t: t[0], reverse=gib)
    best = {p.name for _, p in scored[:keep_best]}

    keep = last | best | pinned
    doomed = [p for p in ckpts if p.name not in keep]

    if not doomed:
        print("[prune] nothing to do")
        return 0

    if not args.yes and not args.dry_run:
        print(f"[prune] {len(doomed)} checkpoint dirs under {run_dir} will be removed.")
        if input("continue? [y/N] ").strip().lower() != "y":
            return 1

    freed = 0
    for p in doomed:
        size = du(p)
        if args.dry_run:
            print(f"would remove {p} ({human(size)})")
            continue
        shutil.rmtree(p, ignore_errors=True)
        freed += size
    print(f"[prune] removed {len(doomed)} dirs, freed {human(freed)}; kept {sorted(keep)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
