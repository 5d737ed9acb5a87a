#!/usr/bin/env python3
"""Build an HLS ladder with aligned keyframes using ffmpeg."""
import argparse
import json
import subprocess
from pathlib import Path

BITRATES = {1080: "5000k", 720: "2800k", 480: "1400k", 360: "800k"}


def probe_fps(src: str) -> float:
    out = subprocess.check_output([
        "ffprobe", "-v", "error", "-select_streams", "v:0",
        "-show_entries", "stream=r_frame_rate", "-of", "json", src,
    ])
    num, den = json.loads(out)["streams"][0]["r_frame_rate"].split("/")
    return float(num) / float(den)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--out", default="hls")
    ap.add_argument("--rungs", default="1080,720,480")
    a = ap.parse_args()
    out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
    gop = round(probe_fps(a.src) * 2)
    rungs = [int(r) for r in a.rungs.split(",")]
    master = ["#EXTM3U", "#EXT-X-VERSION:3"]
    for h in rungs:
        d = out / f"{h}p"; d.mkdir(exist_ok=True)
        subprocess.run([
            "ffmpeg", "-y", "-i", a.src, "-vf", f"scale=-2:{h}", "-c:v", "libx264",
            "-b:v", BITRATES[h], "-g", str(gop), "-keyint_min", str(gop), "-sc_threshold", "0",
            "-c:a", "aac", "-b:a", "128k", "-hls_time", "6", "-hls_playlist_type", "vod",
            "-hls_segment_filename", str(d / "seg_%04d.ts"), str(d / "index.m3u8"),
        ], check=True)
        bw = int(BITRATES[h].rstrip("k")) * 1000
        master += [f"#EXT-X-STREAM-INF:BANDWIDTH={bw},RESOLUTION={h*16//9}x{h}", f"{h}p/index.m3u8"]
    (out / "master.m3u8").write_text("\n".join(master) + "\n")
    print(f"wrote {out/'master.m3u8'}")


if __name__ == "__main__":
    main()
