#!/usr/bin/env python3
"""Hardware-accelerated ffmpeg transcoding wrapper."""
import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ENCODERS = {
    "nvenc": {"h264": "h264_nvenc", "hevc": "hevc_nvenc", "av1": "av1_nvenc"},
    "qsv": {"h264": "h264_qsv", "hevc": "hevc_qsv", "av1": "av1_qsv"},
    "vaapi": {"h264": "h264_vaapi", "hevc": "hevc_vaapi", "av1": "av1_vaapi"},
    "cpu": {"h264": "libx264", "hevc": "libx265", "av1": "libsvtav1"},
}

PRESETS = {
    "proxy": {"scale": "1280:-2", "quality": 28, "audio": ["-c:a", "aac", "-b:a", "128k"]},
    "delivery": {"scale": None, "quality": 21, "audio": ["-c:a", "aac", "-b:a", "320k"]},
    "archive": {"scale": None, "quality": 16, "audio": ["-c:a", "flac"]},
}


def available_encoders():
    out = subprocess.run(["ffmpeg", "-hide_banner", "-encoders"], capture_output=True, text=True).stdout
    return out


def pick_backend(force_cpu=False):
    if force_cpu:
        return "cpu"
    enc = available_encoders()
    if "h264_nvenc" in enc and shutil.which("nvidia-smi"):
        return "nvenc"
    if "h264_qsv" in enc:
        return "qsv"
    if "h264_vaapi" in enc and Path("/dev/dri/renderD128").exists():
        return "vaapi"
    return "cpu"


def build_cmd(src, dst, backend, codec, quality, preset):
    p = PRESETS.get(preset, PRESETS["delivery"])
    q = quality if quality is not None else p["quality"]
    cmd = ["ffmpeg", "-hide_banner", "-y"]
    if backend == "nvenc":
        cmd += ["-hwaccel", "cuda", "-hwaccel_output_format", "cuda"]
    elif backend == "vaapi":
        cmd += ["-vaapi_device", "/dev/dri/renderD128"]
    cmd += ["-i", str(src)]
    vf = []
    if p["scale"]:
        vf.append({"nvenc": "scale_cuda=", "vaapi": "scale_vaapi="}.get(backend, "scale=") + p["scale"])
    if backend == "vaapi":
        vf.insert(0, "format=nv12,hwupload")
    if vf:
        cmd += ["-vf", ",".join(vf)]
    cmd += ["-c:v", ENCODERS[backend][codec]]
    if backend == "nvenc":
        cmd += ["-rc", "vbr", "-cq", str(q), "-preset", "p5"]
    elif backend == "qsv":
        cmd += ["-global_quality", str(q)]
    elif backend == "vaapi":
        cmd += ["-qp", str(q)]
    else:
        cmd += ["-crf", str(q), "-preset", "medium"]
    cmd += p["audio"] + ["-movflags", "+faststart", str(dst)]
    return cmd


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("inputs", nargs="+")
    ap.add_argument("-o", "--output")
    ap.add_argument("--outdir")
    ap.add_argument("--codec", default="h264", choices=["h264", "hevc", "av1"])
    ap.add_argument("--quality", type=int)
    ap.add_argument("--preset", default="delivery", choices=list(PRESETS))
    ap.add_argument("--force-cpu", action="store_true")
    a = ap.parse_args()

    backend = pick_backend(a.force_cpu)
    print(f"[transcode] backend={backend}", file=sys.stderr)
    for src in map(Path, a.inputs):
        if a.output and len(a.inputs) == 1:
            dst = Path(a.output)
        else:
            outdir = Path(a.outdir or src.parent)
            outdir.mkdir(parents=True, exist_ok=True)
            dst = outdir / f"{src.stem}_{a.preset}.mp4"
        cmd = build_cmd(src, dst, backend, a.codec, a.quality, a.preset)
        print(" ".join(cmd), file=sys.stderr)
        rc = subprocess.run(cmd).returncode
        if rc != 0 and backend != "cpu":
            print("[transcode] hw encode failed, retrying on CPU", file=sys.stderr)
            subprocess.run(build_cmd(src, dst, "cpu", a.codec, a.quality, a.preset), check=True)


if __name__ == "__main__":
    main()
