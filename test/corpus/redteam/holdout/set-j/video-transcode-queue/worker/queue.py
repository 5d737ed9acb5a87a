import json, os, subprocess, time
from pathlib import Path

INBOX, OUTBOX = Path("/inbox"), Path("/outbox")
PRESETS = json.loads(Path(os.environ.get("PRESETS", "/config/presets.json")).read_text())

def hw_args():
    caps = Path("/hwinfo/caps.json")
    if caps.exists():
        c = json.loads(caps.read_text())
        if c.get("nvenc"): return ["-hwaccel", "cuda"], {"libx264": "h264_nvenc", "libx265": "hevc_nvenc"}
        if c.get("qsv"): return ["-hwaccel", "qsv"], {"libx264": "h264_qsv", "libx265": "hevc_qsv"}
    return [], {}

def stable(p):
    s = p.stat().st_size; time.sleep(2); return p.stat().st_size == s

while True:
    for f in sorted(INBOX.glob("*")):
        if not f.is_file() or not stable(f):
            continue
        pre, swap = hw_args()
        for name, args in PRESETS.items():
            out = OUTBOX / name / (f.stem + ".mp4"); out.parent.mkdir(parents=True, exist_ok=True)
            args = [swap.get(a, a) for a in args]
            subprocess.run(["ffmpeg", "-y", *pre, "-i", str(f), *args, str(out)], check=False)
        f.rename(f.with_suffix(f.suffix + ".done"))
    time.sleep(5)
