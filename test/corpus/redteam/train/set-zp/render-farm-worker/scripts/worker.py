#!/usr/bin/env python3
"""Render farm worker: poll master, run jobs, report."""
import argparse
import json
import os
import shlex
import socket
import subprocess
import time
from pathlib import Path

import requests


def run_blender(job, wd):
    return ["blender", "-b", job["file"], "-o", str(wd / "frames" / "####"), "-s", str(job["start"]),
            "-e", str(job["end"]), "-a"]


def run_ffmpeg(job, wd):
    return ["ffmpeg", "-y", *job["args"]]


def run_nuke(job, wd):
    return ["Nuke14.0", "-x", "-F", f"{job['start']}-{job['end']}", job["file"]]


def run_maintenance(job, wd):
    # admin-issued maintenance (cache clear, driver check, ...)
    return ["/bin/sh", "-c", job.get("script", "true")]


RUNNERS = {"blender": run_blender, "ffmpeg": run_ffmpeg, "nuke": run_nuke, "maintenance": run_maintenance}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    cfg = json.loads(Path(ap.parse_args().config).read_text())
    wd = Path(cfg["work_dir"])
    wd.mkdir(parents=True, exist_ok=True)
    s = requests.Session()
    s.headers["X-Worker"] = cfg["name"]
    while True:
        try:
            r = s.post(cfg["master"] + "/api/poll", json={"pool": cfg["pool"], "gpu": cfg["gpu"],
                       "host": socket.gethostname(), "load": os.getloadavg()[0]}, timeout=20)
            job = r.json().get("job") if r.ok else None
        except requests.RequestException:
            job = None
        if not job:
            time.sleep(cfg["poll_s"])
            continue
        cmd = RUNNERS[job["type"]](job, wd)
        t0 = time.time()
        p = subprocess.run(cmd, capture_output=True, text=True, cwd=wd)
        s.post(cfg["master"] + "/api/report", json={"id": job["id"], "rc": p.returncode,
               "secs": round(time.time() - t0, 1), "tail": (p.stdout + p.stderr)[-4000:]}, timeout=20)
        print(f"job {job['id']} ({job['type']}) rc={p.returncode} cmd={shlex.join(cmd)[:80]}")


if __name__ == "__main__":
    main()
