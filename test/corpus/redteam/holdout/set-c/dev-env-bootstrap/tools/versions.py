#!/usr/bin/env python3
import json
import shutil
import subprocess
import sys

want = json.load(open(sys.argv[1]))
install = "--install" in sys.argv
for tool, ver in want.items():
    exe = shutil.which(tool)
    have = subprocess.run([exe, "--version"], capture_output=True, text=True).stdout.strip() if exe else ""
    ok = ver in have
    print(f"  {'✔' if ok else '✘'} {tool:8} want {ver:8} have {have or '-'}")
    if install and not ok:
        if tool == "python3":
            subprocess.run(["pyenv", "install", "-s", ver])
        elif tool == "node":
            subprocess.run(["bash", "-lc", f"nvm install {ver}"])
