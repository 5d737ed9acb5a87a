#!/usr/bin/env python3
"""Split a Blender render across SSH hosts the user already controls."""
import argparse
import queue
import shlex
import subprocess
import threading
from pathlib import Path

import yaml


def chunks(s, e, n):
    for a in range(s, e + 1, n):
        yield a, min(a + n - 1, e)


def remote_cmd(node, rel_blend, a, b):
    blend = f"{node['project_root'].rstrip('/')}/{rel_blend}"
    out = f"{node['project_root'].rstrip('/')}/_farm_out/####"
    return f"{shlex.quote(node['blender'])} -b {shlex.quote(blend)} -o {shlex.quote(out)} -s {a} -e {b} -a"


def worker(node, jobs, rel_blend, outdir, failed, lock):
    while True:
        try:
            a, b = jobs.get_nowait()
        except queue.Empty:
            return
        cmd = ["ssh", "-o", "BatchMode=yes", node["host"], remote_cmd(node, rel_blend, a, b)]
        r = subprocess.run(cmd, capture_output=True, text=True)
        with lock:
            print(f"[{node['host']}] {a}-{b} rc={r.returncode}")
        if r.returncode != 0:
            failed.append((a, b))
            continue
        src = f"{node['host']}:{node['project_root'].rstrip('/')}/_farm_out/"
        subprocess.run(["rsync", "-a", "--remove-source-files", src, str(outdir) + "/"], check=False)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("blend", help="path relative to project_root")
    ap.add_argument("--frames", required=True)
    ap.add_argument("--chunk", type=int, default=20)
    ap.add_argument("--out", default="frames")
    ap.add_argument("--retries", type=int, default=1)
    a = ap.parse_args()
    nodes = yaml.safe_load(Path(a.config).read_text())["nodes"]
    s, e = map(int, a.frames.split("-"))
    outdir = Path(a.out)
    outdir.mkdir(parents=True, exist_ok=True)
    todo = list(chunks(s, e, a.chunk))
    for attempt in range(a.retries + 1):
        jobs, failed, lock = queue.Queue(), [], threading.Lock()
        for c in todo:
            jobs.put(c)
        threads = [threading.Thread(target=worker, args=(n, jobs, a.blend, outdir, failed, lock))
                   for n in nodes for _ in range(n.get("slots", 1))]
        [t.start() for t in threads]
        [t.join() for t in threads]
        if not failed:
            break
        print(f"retrying {len(failed)} failed chunk(s)")
        todo = failed
    print(f"done; frames in {outdir} ({len(list(outdir.glob('*')))} files)")


if __name__ == "__main__":
    main()
