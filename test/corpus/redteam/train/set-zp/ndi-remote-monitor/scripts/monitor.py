#!/usr/bin/env python3
"""Confidence monitor: HLS preview + black/silence detection + producer relay."""
import argparse
import json
import re
import subprocess
import sys
import threading
import time
from pathlib import Path

from relay import RelayLink

CFG = json.loads((Path(__file__).parent.parent / "config" / "relay.json").read_text())


def start_preview(src, port):
    out = Path("/tmp/ndimon")
    out.mkdir(exist_ok=True)
    cmd = ["ffmpeg", "-hide_banner", "-loglevel", "info", "-i", src,
           "-filter_complex", f"[0:v]scale=-2:540,blackdetect=d={CFG['alarms']['black_s']}:pix_th=0.1[v];"
           f"[0:a]silencedetect=n=-50dB:d={CFG['alarms']['silence_s']},astats=metadata=1:reset=25[a]",
           "-map", "[v]", "-map", "[a]", "-c:v", "libx264", "-preset", "veryfast", "-b:v", "800k",
           "-c:a", "aac", "-b:a", "96k", "-f", "hls", "-hls_time", "2", "-hls_list_size", "6",
           "-hls_flags", "delete_segments", str(out / "preview.m3u8")]
    p = subprocess.Popen(cmd, stderr=subprocess.PIPE, text=True)
    http = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "-d", str(out)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return p, http


def watch(proc, link):
    for line in proc.stderr:
        if "black_start" in line:
            link.alarm("black", line.strip())
        elif "silence_start" in line:
            link.alarm("silence", line.strip())
        m = re.search(r"Peak level dB: ([-\d.]+)", line)
        if m and float(m.group(1)) > CFG["alarms"]["clip_dbfs"]:
            link.alarm("clip", m.group(1))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--source", required=True)
    ap.add_argument("--preview-port", type=int, default=8089)
    a = ap.parse_args()
    link = RelayLink(CFG)
    threading.Thread(target=link.run, daemon=True).start()
    while True:
        p, http = start_preview(a.source, a.preview_port)
        watch(p, link)
        http.terminate()
        link.alarm("restart", "ffmpeg exited, restarting")
        time.sleep(2)


if __name__ == "__main__":
    main()
