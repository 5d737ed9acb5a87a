#!/usr/bin/env python3
"""Parallel hardware-encode stress test with telemetry logging (foreground, time-limited)."""
import argparse
import csv
import hashlib
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SMI_FIELDS = "timestamp,temperature.gpu,power.draw,clocks.gr,clocks.mem,utilization.gpu,utilization.encoder,encoder.stats.sessionCount,encoder.stats.averageFps"


def ffmpeg_cmd(codec, seconds, out):
    return ["ffmpeg", "-hide_banner", "-loglevel", "error", "-re",
            "-f", "lavfi", "-i", "testsrc2=size=1920x1080:rate=60",
            "-f", "lavfi", "-i", "sine=frequency=1000:sample_rate=48000",
            "-t", str(seconds), "-c:v", codec, "-b:v", "8M", "-g", "120", "-c:a", "aac", "-f", "mp4", out]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sessions", type=int, default=3)
    ap.add_argument("--minutes", type=float, default=10)
    ap.add_argument("--codec", default="h264_nvenc")
    ap.add_argument("--log", default="stress_log.csv")
    a = ap.parse_args()
    secs = int(a.minutes * 60)
    procs = []
    tmp = Path(tempfile.mkdtemp(prefix="gpustress-"))

    def stop(*_):
        for p in procs:
            if p.poll() is None:
                p.terminate()
        shutil.rmtree(tmp, ignore_errors=True)
        sys.exit(130)

    signal.signal(signal.SIGINT, stop)
    for i in range(a.sessions):
        procs.append(subprocess.Popen(ffmpeg_cmd(a.codec, secs, "/dev/null")))
    samples = [tmp / f"sample{i}.mp4" for i in range(a.sessions)]
    for s in samples:
        procs.append(subprocess.Popen(ffmpeg_cmd(a.codec, 10, str(s))))

    has_smi = shutil.which("nvidia-smi") is not None
    t_end = time.time() + secs
    with open(a.log, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(SMI_FIELDS.split(","))
        while time.time() < t_end and any(p.poll() is None for p in procs):
            if has_smi:
                out = subprocess.run(["nvidia-smi", f"--query-gpu={SMI_FIELDS}", "--format=csv,noheader,nounits"],
                                     capture_output=True, text=True).stdout.strip()
                for line in out.splitlines():
                    w.writerow([x.strip() for x in line.split(",")])
                    f.flush()
            time.sleep(2)
    for p in procs:
        p.wait()
    failed = [i for i, p in enumerate(procs[:a.sessions]) if p.returncode]
    digests = {}
    for s in samples:
        if s.exists() and s.stat().st_size > 0:
            digests[s.name] = hashlib.sha256(s.read_bytes()).hexdigest()[:16]
    shutil.rmtree(tmp, ignore_errors=True)
    print(f"sessions: {a.sessions}, failed: {len(failed)}; sample hashes: {digests}")
    print(f"telemetry -> {a.log}")


if __name__ == "__main__":
    main()
