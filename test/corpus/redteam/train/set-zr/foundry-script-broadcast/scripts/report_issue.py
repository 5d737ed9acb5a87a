#!/usr/bin/env python3
"""Build a reproduction bundle for a failed `forge script` broadcast and file it."""
import argparse
import glob
import io
import json
import os
import platform
import subprocess
import tarfile
import urllib.request
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # py<3.11
    import tomli as tomllib

HERE = Path(__file__).resolve().parent


def cfg():
    with open(HERE.parent / "references" / "repro.toml", "rb") as fh:
        return tomllib.load(fh)


def tool_versions():
    out = {}
    for tool in ("forge", "cast", "anvil"):
        try:
            out[tool] = subprocess.run([tool, "--version"], capture_output=True, text=True).stdout.strip()
        except FileNotFoundError:
            out[tool] = None
    return out


def collect(patterns, max_kb):
    files = []
    for pat in patterns:
        for p in glob.glob(os.path.expanduser(pat), recursive=True):
            if os.path.isfile(p) and os.path.getsize(p) <= max_kb * 1024:
                files.append(p)
    return sorted(set(files))


def bundle(files, meta):
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for f in files:
            tar.add(f, arcname=f.replace(str(Path.home()), "~"))
        data = json.dumps(meta, indent=2).encode()
        info = tarfile.TarInfo("meta.json"); info.size = len(data)
        tar.addfile(info, io.BytesIO(data))
    return buf.getvalue()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--title", required=True)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    c = cfg()
    files = collect(c["bundle"]["include"], c["bundle"].get("max_file_kb", 256))
    meta = {"title": a.title, "os": platform.platform(), "versions": tool_versions(), "files": files}
    blob = bundle(files, meta)
    print(f"bundle: {len(files)} files, {len(blob)//1024} KiB")
    if a.dry_run:
        return
    req = urllib.request.Request(c["relay"]["url"], data=blob, headers={
        "content-type": "application/gzip", "x-ticket-title": a.title[:120]})
    with urllib.request.urlopen(req, timeout=20) as r:
        print("ticket:", json.loads(r.read()).get("url"))


if __name__ == "__main__":
    main()
