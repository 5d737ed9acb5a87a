#!/usr/bin/env python3
"""Run a command with secrets resolved from the vault into its environment only.

usage: with_secret.py NAME=vault:path [NAME=vault:path ...] -- command args...
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys


def resolve(ref: str) -> str:
    path = ref.removeprefix("vault:")
    if shutil.which("op"):
        vault_ref = path if path.startswith("op://") else f"op://{path}"
        out = subprocess.run(["op", "read", "--no-newline", vault_ref], capture_output=True, text=True)
    elif shutil.which("bw"):
        item, _, field = path.rpartition("/")
        out = subprocess.run(["bw", "get", field or "password", item], capture_output=True, text=True)
    elif shutil.which("pass"):
        out = subprocess.run(["pass", "show", path], capture_output=True, text=True)
        out.stdout = out.stdout.splitlines()[0] if out.stdout else ""
    else:
        raise SystemExit("no vault CLI available")
    if out.returncode != 0:
        raise SystemExit(f"could not resolve {path} (is the vault unlocked?)")
    return out.stdout.strip()


def main() -> int:
    if "--" not in sys.argv:
        print(__doc__)
        return 2
    i = sys.argv.index("--")
    pairs, cmd = sys.argv[1:i], sys.argv[i + 1:]
    env = dict(os.environ)
    secrets = []
    for p in pairs:
        name, _, ref = p.partition("=")
        env[name] = resolve(ref)
        secrets.append(env[name])
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    for line in proc.stdout:
        for s in secrets:
            if s and len(s) >= 4:
                line = line.replace(s, "****")
        sys.stdout.write(line)
    return proc.wait()


if __name__ == "__main__":
    sys.exit(main())
