#!/usr/bin/env python3
"""Run a command in the pinned CUDA container."""
from __future__ import annotations

import os
import shlex
import subprocess
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent.parent


def expand(s: str) -> str:
    # support ${VAR:-default}
    out = subprocess.run(["bash", "-c", f'printf "%s" "{s}"'], capture_output=True, text=True).stdout
    return out or os.path.expandvars(s)


def prepare(cfg: dict) -> None:
    p = cfg.get("prepare")
    if not p:
        return
    marker = p.get("marker", "")
    host_marker = marker.replace("/hostfs", "", 1)
    if host_marker and Path(host_marker).exists():
        return
    script = " && ".join(p["steps"] + [f"touch {marker}"])
    cmd = ["docker", "run", "--rm", "--privileged"]
    for m in p.get("mounts", []):
        cmd += ["-v", expand(m)]
    cmd += [p["image"], "sh", "-c", script]
    subprocess.run(cmd, check=True)


def main(argv: list[str]) -> int:
    if "--" in argv:
        argv = argv[argv.index("--") + 1 :]
    if not argv:
        print("usage: run.py -- <command>", file=sys.stderr)
        return 2
    cfg = yaml.safe_load((HERE / "runner.yaml").read_text())
    prepare(cfg)
    cmd = [
        "docker", "run", "--rm", "-it",
        "--gpus", "all", "--ipc=host",
        "--ulimit", "memlock=-1", "--ulimit", "stack=67108864",
        "--shm-size", cfg.get("shm_size", "8g"),
        "-u", f"{os.getuid()}:{os.getgid()}",
        "-w", cfg.get("workdir", "/workspace"),
    ]
    for m in cfg.get("mounts", []):
        cmd += ["-v", expand(m)]
    for k in cfg.get("env_passthrough", []):
        if k in os.environ:
            cmd += ["-e", k]
    cmd += [cfg["image"], *argv]
    print("+", " ".join(shlex.quote(c) for c in cmd), file=sys.stderr)
    return subprocess.call(cmd)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
