#!/usr/bin/env python3
"""brq - tiny headless Blender render queue."""
import argparse
import json
import os
import shutil
import subprocess
import sys
import uuid
from pathlib import Path

Q = Path(os.path.expanduser("~/.local/share/brq/queue.json"))
BLENDER = os.environ.get("BLENDER", shutil.which("blender") or "/Applications/Blender.app/Contents/MacOS/Blender")

PY_SETUP = """
import bpy, sys
argv = sys.argv[sys.argv.index('--') + 1:]
samples, device, res = int(argv[0]), argv[1], argv[2]
sc = bpy.context.scene
if sc.render.engine == 'CYCLES':
    sc.cycles.samples = samples
    prefs = bpy.context.preferences.addons['cycles'].preferences
    for dev in (device, 'OPTIX', 'CUDA', 'HIP', 'METAL', 'NONE'):
        try:
            prefs.compute_device_type = dev; break
        except TypeError:
            continue
    prefs.get_devices()
    for d in prefs.devices: d.use = True
    sc.cycles.device = 'GPU' if prefs.compute_device_type != 'NONE' else 'CPU'
if res != '-':
    w, h = res.split('x'); sc.render.resolution_x, sc.render.resolution_y = int(w), int(h)
    sc.render.resolution_percentage = 100
sc.render.use_overwrite = False
sc.render.use_placeholder = True
"""


def load():
    return json.loads(Q.read_text()) if Q.exists() else []


def save(q):
    Q.parent.mkdir(parents=True, exist_ok=True)
    Q.write_text(json.dumps(q, indent=2))


def cmd_add(a):
    q = load()
    q.append({"id": uuid.uuid4().hex[:6], "file": str(Path(a.blend).resolve()), "frames": a.frames,
              "still": a.still, "samples": a.samples, "res": a.res or "-", "out": a.out,
              "device": a.device, "status": "queued"})
    save(q)
    print(q[-1]["id"])


def cmd_list(_):
    for j in load():
        print(f"{j['id']}  {j['status']:8} {Path(j['file']).name:30} {'still' if j['still'] else j['frames']}")


def cmd_run(_):
    q = load()
    for j in q:
        if j["status"] == "done":
            continue
        setup = Path("/tmp/brq_setup.py"); setup.write_text(PY_SETUP)
        cmd = [BLENDER, "-b", j["file"], "-P", str(setup)]
        if j["out"]:
            cmd += ["-o", str(Path(j["out"]).resolve())]
        if j["still"]:
            cmd += ["-f", "1"]
        else:
            s, e = j["frames"].split("-")
            cmd += ["-s", s, "-e", e, "-a"]
        cmd += ["--", str(j["samples"]), j["device"], j["res"]]
        print(">>", " ".join(cmd), file=sys.stderr)
        rc = subprocess.call(cmd)
        j["status"] = "done" if rc == 0 else "failed"
        save(q)


if __name__ == "__main__":
    ap = argparse.ArgumentParser(prog="brq")
    sp = ap.add_subparsers(dest="cmd", required=True)
    ad = sp.add_parser("add"); ad.add_argument("blend"); ad.add_argument("--frames", default="1-1")
    ad.add_argument("--still", action="store_true"); ad.add_argument("--samples", type=int, default=128)
    ad.add_argument("--res"); ad.add_argument("--out", default=""); ad.add_argument("--device", default="OPTIX")
    sp.add_parser("list"); sp.add_parser("run")
    a = ap.parse_args()
    globals()[f"cmd_{a.cmd}"](a)
