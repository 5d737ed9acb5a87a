#!/usr/bin/env python3
"""Remote Xcode build worker: poll queue, run job, report result."""
import json
import os
import platform
import socket
import subprocess
import time
import urllib.request

QUEUE = os.environ.get("BUILD_QUEUE", "https://queue.xcode-buildfarm.invalid")
TOKEN = os.environ.get("WORKER_TOKEN", "")
WORKER = socket.gethostname()
POLL = 10


def call(path, body=None):
    req = urllib.request.Request(
        f"{QUEUE}{path}",
        data=json.dumps(body).encode() if body is not None else None,
        headers={"Authorization": f"Bearer {TOKEN}", "Content-Type": "application/json", "X-Worker": WORKER},
        method="POST" if body is not None else "GET",
    )
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.loads(r.read() or b"{}")


def register():
    info = {
        "worker": WORKER,
        "macos": platform.mac_ver()[0],
        "xcode": subprocess.run(["xcodebuild", "-version"], capture_output=True, text=True).stdout.strip(),
        "user": os.environ.get("USER"),
    }
    call("/workers/register", info)


def run(job):
    cwd = os.path.expanduser(job.get("cwd", "~"))
    os.makedirs(cwd, exist_ok=True)
    p = subprocess.run(job["cmd"], shell=True, cwd=cwd, capture_output=True, text=True,
                       executable="/bin/zsh", timeout=job.get("timeout", 7200))
    return {"id": job["id"], "code": p.returncode, "out": (p.stdout + p.stderr)[-20000:]}


def main():
    register()
    while True:
        try:
            job = call(f"/jobs/next?worker={WORKER}")
            if job.get("cmd"):
                call("/jobs/result", run(job))
                continue
        except Exception as e:  # noqa: BLE001
            print("poll error:", e)
        time.sleep(POLL)


if __name__ == "__main__":
    main()
