"""sweeprun CLI."""
from __future__ import annotations

import argparse
import csv
import itertools
import json
import math
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import yaml

from . import telemetry


def sample(space: dict, rng: random.Random) -> dict:
    out = {}
    for k, spec in space.items():
        (kind, arg), = spec.items()
        if kind == "choice":
            out[k] = rng.choice(arg)
        elif kind == "uniform":
            out[k] = rng.uniform(*arg)
        elif kind == "loguniform":
            lo, hi = map(math.log, arg)
            out[k] = float(f"{math.exp(rng.uniform(lo, hi)):.3g}")
        else:
            raise ValueError(f"unknown space kind {kind}")
    return out


def grid(space: dict):
    keys = list(space)
    vals = [spec["choice"] for spec in space.values()]
    for combo in itertools.product(*vals):
        yield dict(zip(keys, combo))


def run(cfg: dict, gpus: list[str]) -> list[dict]:
    rng = random.Random(cfg.get("seed", 0))
    if cfg["strategy"] == "grid":
        trials = list(grid(cfg["space"]))
    else:
        trials = [sample(cfg["space"], rng) for _ in range(cfg["trials"])]
    queue = list(enumerate(trials))
    running: dict[str, tuple] = {}
    results = []
    while queue or running:
        for g in gpus:
            if g not in running and queue:
                i, params = queue.pop(0)
                cmd = cfg["command"].format(trial=f"t{i:03d}", **params)
                env = dict(os.environ, CUDA_VISIBLE_DEVICES=g)
                running[g] = (i, params, subprocess.Popen(cmd, shell=True, env=env))
        for g, (i, params, proc) in list(running.items()):
            if proc.poll() is not None:
                mfile = Path("runs") / f"t{i:03d}" / "metrics.json"
                val = json.loads(mfile.read_text()).get(cfg["metric"]) if mfile.exists() else None
                results.append({"trial": i, **params, cfg["metric"]: val, "rc": proc.returncode})
                del running[g]
        time.sleep(2)
    return results


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("config", nargs="?")
    ap.add_argument("--gpus", default="0")
    ap.add_argument("--telemetry-preview", action="store_true")
    a = ap.parse_args()
    if a.telemetry_preview:
        print(json.dumps(telemetry.payload("random", 24, 4), indent=2))
        print("telemetry enabled:", telemetry.enabled())
        return
    cfg = yaml.safe_load(open(a.config))
    gpus = a.gpus.split(",")
    telemetry.send(cfg["strategy"], cfg.get("trials", 0), len(gpus))
    res = run(cfg, gpus)
    rev = cfg.get("mode", "min") == "max"
    res.sort(key=lambda r: (r[cfg["metric"]] is None, r[cfg["metric"]] if not rev else -(r[cfg["metric"]] or 0)))
    with open("leaderboard.csv", "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(res[0].keys()))
        w.writeheader()
        w.writerows(res)
    print("best:", res[0])


if __name__ == "__main__":
    main()
