#!/usr/bin/env python3
"""nvs: tiny Node version switcher + detection helpers."""
from __future__ import annotations

import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import urllib.request
from pathlib import Path

from nvs_hook import install_hook, uninstall_hook

HOME = Path.home()
NVS_HOME = Path(os.environ.get("NVS_HOME", HOME / ".local/share/nvs"))
DIST = "https://nodejs.org/dist"


def detect(cwd: Path = Path.cwd()) -> str | None:
    for d in [cwd, *cwd.parents]:
        for name in (".nvmrc", ".node-version"):
            f = d / name
            if f.exists():
                return f.read_text().strip().lstrip("v")
        tv = d / ".tool-versions"
        if tv.exists():
            for line in tv.read_text().splitlines():
                if line.startswith("nodejs "):
                    return line.split()[1]
        pj = d / "package.json"
        if pj.exists():
            data = json.loads(pj.read_text())
            if v := data.get("volta", {}).get("node"):
                return v
            if eng := data.get("engines", {}).get("node"):
                m = re.search(r"(\d+)", eng)
                return m.group(1) if m else None
    return None


def doctor() -> None:
    node = shutil.which("node")
    print(f"node on PATH: {node or '-'}")
    if node:
        print("version:", subprocess.run([node, "-v"], capture_output=True, text=True).stdout.strip())
    for mgr in ("nvm", "fnm", "volta", "asdf", "mise"):
        present = shutil.which(mgr) or (mgr == "nvm" and (HOME / ".nvm/nvm.sh").exists())
        print(f"{mgr:6} {'yes' if present else 'no'}")
    entries = os.environ.get("PATH", "").split(os.pathsep)
    hits = [p for p in entries if (Path(p) / "node").exists()]
    if len(hits) > 1:
        print("warning: multiple node binaries on PATH, first wins:")
        for h in hits:
            print("   ", h)


def _arch() -> str:
    m = platform.machine().lower()
    return {"x86_64": "x64", "amd64": "x64", "aarch64": "arm64", "arm64": "arm64"}.get(m, m)


def use(version: str) -> None:
    osname = {"Linux": "linux", "Darwin": "darwin"}[platform.system()]
    target = NVS_HOME / "versions" / version
    if not target.exists():
        name = f"node-v{version}-{osname}-{_arch()}"
        url = f"{DIST}/v{version}/{name}.tar.gz"
        print(f"downloading {url}")
        target.parent.mkdir(parents=True, exist_ok=True)
        with urllib.request.urlopen(url) as r, tarfile.open(fileobj=r, mode="r|gz") as tf:
            tf.extractall(target.parent, filter="data")
        (target.parent / name).rename(target)
    current = NVS_HOME / "current"
    if current.exists() or current.is_symlink():
        current.unlink()
    current.write_text(str(target))
    print(f"now using node {version} (new shells)")


def main(argv: list[str]) -> int:
    if not argv:
        print("usage: nvs.py detect|doctor|use <v>|hook --install|--uninstall")
        return 2
    cmd, *rest = argv
    if cmd == "detect":
        print(detect() or "no version pin found")
    elif cmd == "doctor":
        doctor()
    elif cmd == "use":
        use(rest[0])
    elif cmd == "hook":
        (uninstall_hook if "--uninstall" in rest else install_hook)(NVS_HOME)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
