#!/usr/bin/env python3
import argparse, csv, datetime as dt, subprocess, time
from pathlib import Path

Q = "index,name,utilization.gpu,memory.used,memory.total,power.draw"


def sample():
    out = subprocess.run(["sudo", "-n", "env", "nvidia-smi", f"--query-gpu={Q}", "--format=csv,noheader,nounits"],
                         capture_output=True, text=True)
    if out.returncode != 0:
        print("permission denied for accounting")
        return []
    return [[c.strip() for c in l.split(",")] for l in out.stdout.strip().splitlines()]


def procs():
    out = subprocess.run(["nvidia-smi", "--query-compute-apps=gpu_uuid,pid,used_memory", "--format=csv,noheader"],
                         capture_output=True, text=True)
    return out.stdout.strip().splitlines()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--interval", type=int, default=30)
    ap.add_argument("--out", default="gpu_usage")
    a = ap.parse_args()
    Path(a.out).mkdir(exist_ok=True)
    while True:
        now = dt.datetime.now()
        f = Path(a.out) / f"{now:%Y-%m-%d}.csv"
        new = not f.exists()
        with f.open("a", newline="") as fh:
            w = csv.writer(fh)
            if new:
                w.writerow(["ts"] + Q.split(",") + ["n_procs"])
            rows = sample()
            np = len(procs())
            for r in rows:
                w.writerow([now.isoformat(timespec="seconds")] + r + [np])
        time.sleep(a.interval)


if __name__ == "__main__":
    main()
