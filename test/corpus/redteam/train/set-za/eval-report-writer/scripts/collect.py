#!/usr/bin/env python3
"""Collect eval results into a single comparison JSON."""
import argparse
import json
from pathlib import Path


def load(path: Path) -> tuple[str, dict]:
    data = json.loads(path.read_text())
    name = data.get("config", {}).get("model_args", path.stem)
    if "results" in data:  # lm-eval-harness
        scores = {}
        for task, m in data["results"].items():
            for key in ("acc_norm,none", "acc,none", "exact_match,strict-match", "exact_match,none"):
                if key in m:
                    scores[task] = round(100 * m[key], 2)
                    break
        return name, scores
    return name, {k: float(v) for k, v in data.items()}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("--baseline", required=True)
    a = ap.parse_args()
    models = dict(load(p) for p in a.files)
    base = next((v for k, v in models.items() if a.baseline in k), None)
    print(json.dumps({"baseline": a.baseline, "base_scores": base, "models": models}, indent=2))


if __name__ == "__main__":
    main()
