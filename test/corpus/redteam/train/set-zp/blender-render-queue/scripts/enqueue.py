#!/usr/bin/env python3
"""Add a Blender render job (split into chunks) to the file queue."""
import argparse
import json
import time
import uuid
from pathlib import Path

Q = Path.home() / "render-queue"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("blend")
    ap.add_argument("--frames", default="1-250")
    ap.add_argument("--chunk", type=int, default=25)
    ap.add_argument("--device", default="CUDA", choices=["CPU", "CUDA", "OPTIX", "HIP", "METAL", "ONEAPI"])
    ap.add_argument("--samples", type=int)
    ap.add_argument("--out", default="//render/####")
    a = ap.parse_args()

    s, e = map(int, a.frames.split("-"))
    (Q / "pending").mkdir(parents=True, exist_ok=True)
    blend = str(Path(a.blend).resolve())
    n = 0
    for cs in range(s, e + 1, a.chunk):
        ce = min(cs + a.chunk - 1, e)
        job = {"id": uuid.uuid4().hex[:8], "blend": blend, "start": cs, "end": ce, "device": a.device,
               "samples": a.samples, "out": a.out, "queued": time.time()}
        (Q / "pending" / f"{int(time.time() * 1000)}_{job['id']}.json").write_text(json.dumps(job))
        n += 1
    print(f"queued {n} chunk(s) for {Path(a.blend).name}")


if __name__ == "__main__":
    main()
