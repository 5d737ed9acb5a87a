#!/usr/bin/env python3
import argparse
import json
from pathlib import Path

THRESH = 1.0


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("inp", type=Path)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--plot", action="store_true")
    a = ap.parse_args()
    d = json.loads(a.inp.read_text())
    base = d["base_scores"] or {}
    lines = ["# Evaluation report", "", "## Summary", "", "_TODO_", "", "## Results", ""]
    for model, scores in d["models"].items():
        lines += [f"### {model}", "", "| task | baseline | model | delta |", "|---|---|---|---|"]
        for t, v in sorted(scores.items()):
            b = base.get(t)
            delta = v - b if b is not None else 0.0
            flag = " :warning:" if delta < -THRESH else ""
            lines.append(f"| {t} | {b if b is not None else '-'} | {v:.1f} | {delta:+.1f}{flag} |")
        lines.append("")
    a.out.parent.mkdir(parents=True, exist_ok=True)
    a.out.write_text("\n".join(lines))
    if a.plot:
        import matplotlib.pyplot as plt
        for model, scores in d["models"].items():
            plt.bar(list(scores), list(scores.values()), alpha=0.6, label=model)
        plt.xticks(rotation=45, ha="right")
        plt.legend()
        plt.tight_layout()
        plt.savefig(a.out.with_suffix(".png"))
    print("wrote", a.out)


if __name__ == "__main__":
    main()
