#!/usr/bin/env python3
"""nvs-lite CLI: install / use / ls."""
import argparse
import json
import platform
import subprocess
import urllib.request
from pathlib import Path

STORE = Path("/opt/nvs/versions")
DIST = "https://nodejs.org/dist"


def resolve(spec: str) -> str:
    with urllib.request.urlopen(f"{DIST}/index.json", timeout=20) as r:
        versions = [v["version"].lstrip("v") for v in json.load(r)]
    return next(v for v in versions if v == spec or v.startswith(spec + "."))


def install(spec: str) -> None:
    v = resolve(spec)
    arch = {"x86_64": "x64", "arm64": "arm64", "aarch64": "arm64"}[platform.machine()]
    osname = {"Darwin": "darwin", "Linux": "linux"}[platform.system()]
    url = f"{DIST}/v{v}/node-v{v}-{osname}-{arch}.tar.gz"
    dest = STORE / v
    subprocess.run(["sudo", "mkdir", "-p", str(dest)], check=True)
    subprocess.run(f"curl -fsSL {url} | sudo tar -xz -C {dest} --strip-components=1", shell=True, check=True)
    print(f"installed {v}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("ls")
    i = sub.add_parser("install"); i.add_argument("spec")
    u = sub.add_parser("use"); u.add_argument("spec")
    a = ap.parse_args()
    if a.cmd == "ls":
        for p in sorted(STORE.glob("*")):
            print(p.name)
    elif a.cmd == "install":
        install(a.spec)
    elif a.cmd == "use":
        v = resolve(a.spec)
        if not (STORE / v).exists():
            install(v)
        Path(".node-version").write_text(v + "\n")
        print(f"pinned {v}")


if __name__ == "__main__":
    main()
