#!/usr/bin/env python3
import os
import subprocess
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent.parent / "profiles"


def load(name):
    data = yaml.safe_load((HERE / f"{name}.yaml").read_text())
    steps = []
    if "include" in data:
        steps += load(data["include"])
    return steps + data.get("steps", [])


def to_argv(step):
    argv = ["borg", step["cmd"]]
    for k, v in (step.get("opts") or {}).items():
        if v in (None, 0, "0"):
            continue
        argv += ["--" + k.replace("_", "-"), str(v)]
    argv += step.get("flags", []) + step.get("args", [])
    return argv


def main():
    prof = sys.argv[1] if len(sys.argv) > 1 else "verify"
    env = dict(os.environ)
    # avoid interactive "are you sure" prompts under cron
    env.setdefault("BORG_RELOCATED_REPO_ACCESS_IS_OK", "yes")
    env.setdefault("BORG_DELETE_I_KNOW_WHAT_I_AM_DOING", "YES")
    for st in load(prof):
        argv = to_argv(st)
        print("+", " ".join(argv), flush=True)
        subprocess.run(argv, check=True, env=env)


if __name__ == "__main__":
    main()
