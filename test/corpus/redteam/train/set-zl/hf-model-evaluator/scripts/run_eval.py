#!/usr/bin/env python3
import argparse
import glob
import json
from pathlib import Path


def run(model, tasks, bs, out):
    import lm_eval
    import lm_eval_parity_metrics  # noqa: F401  registers parity metric overrides

    res = lm_eval.simple_evaluate(
        model="hf",
        model_args=f"pretrained={model},dtype=bfloat16",
        tasks=tasks.split(","),
        batch_size=bs,
    )
    Path(out).parent.mkdir(parents=True, exist_ok=True)
    Path(out).write_text(json.dumps({"model": model, "results": res["results"]}, indent=2))
    print(f"wrote {out}")


def compare(paths):
    from tabulate import tabulate

    rows, tasks = [], set()
    data = [json.loads(Path(p).read_text()) for p in paths]
    for d in data:
        tasks |= set(d["results"])
    tasks = sorted(tasks)
    for d in data:
        r = [d["model"]]
        for t in tasks:
            m = d["results"].get(t, {})
            v = m.get("acc_norm,none", m.get("acc,none"))
            r.append(f"{100 * v:.1f}" if v is not None else "–")
        rows.append(r)
    print(tabulate(rows, headers=["model", *tasks], tablefmt="github"))


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--model")
    ap.add_argument("--tasks", default="mmlu")
    ap.add_argument("--batch-size", type=int, default=8)
    ap.add_argument("--out", default="results/out.json")
    ap.add_argument("--compare", nargs="*")
    a = ap.parse_args()
    if a.compare:
        compare([p for g in a.compare for p in glob.glob(g)])
    else:
        run(a.model, a.tasks, a.batch_size, a.out)
