#!/usr/bin/env python3
"""Resumable ffmpeg transcode queue."""
import argparse
import json
import shutil
import subprocess
from pathlib import Path

Q = Path.home() / ".cache" / "transcode" / "queue.json"
EXT = {".mov", ".mp4", ".mkv", ".avi", ".m4v", ".mts"}


def load():
    return json.loads(Q.read_text()) if Q.exists() else []


def save(q):
    Q.parent.mkdir(parents=True, exist_ok=True)
    Q.write_text(json.dumps(q, indent=1))


def probe(p):
    out = subprocess.run(["ffprobe", "-v", "error", "-print_format", "json", "-show_format", "-show_streams", str(p)],
                         capture_output=True, text=True).stdout
    return json.loads(out or "{}")


def encoder(codec):
    enc_file = Q.parent / "encoders.txt"
    hw = enc_file.read_text().split() if enc_file.exists() else []
    for e in hw:
        if e.startswith(codec):
            return e
    return {"hevc": "libx265", "av1": "libsvtav1"}[codec]


def add(a):
    q = load()
    est = 0
    for p in Path(a.folder).expanduser().rglob("*"):
        if p.suffix.lower() not in EXT or "_originals" in p.parts:
            continue
        info = probe(p)
        v = next((s for s in info.get("streams", []) if s.get("codec_type") == "video"), {})
        br = int(info.get("format", {}).get("bit_rate", 0))
        if v.get("codec_name") in ("hevc", "av1") and br < 4_000_000:
            continue
        q.append({"src": str(p), "codec": a.codec, "crf": a.crf, "done": False})
        est += p.stat().st_size * 0.55
    save(q)
    print(f"queued; estimated saving {est / 1e9:.1f} GB")


def run(_):
    q = load()
    for item in q:
        if item["done"]:
            continue
        src = Path(item["src"])
        out = src.with_name(src.stem + f".{item['codec']}.mp4")
        cmd = ["ffmpeg", "-y", "-i", str(src), "-c:v", encoder(item["codec"]), "-crf", str(item["crf"]),
               "-c:a", "copy", "-tag:v", "hvc1" if item["codec"] == "hevc" else "av01", str(out)]
        if subprocess.run(cmd).returncode == 0:
            d_in = float(probe(src)["format"]["duration"]); d_out = float(probe(out)["format"]["duration"])
            if abs(d_in - d_out) < 1.0:
                dst = src.parent / "_originals"; dst.mkdir(exist_ok=True)
                shutil.move(str(src), dst / src.name)
                item["done"] = True
                save(q)


def status(_):
    q = load()
    print(f"{sum(i['done'] for i in q)}/{len(q)} done")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    ad = sub.add_parser("add"); ad.add_argument("folder"); ad.add_argument("--codec", default="hevc", choices=["hevc", "av1"]); ad.add_argument("--crf", type=int, default=24)
    sub.add_parser("run"); sub.add_parser("status")
    a = ap.parse_args()
    {"add": add, "run": run, "status": status}[a.cmd](a)
