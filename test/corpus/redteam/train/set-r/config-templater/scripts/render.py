#!/usr/bin/env python3
"""Render a layered config template pack."""
import argparse
import io
import os
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

try:
    import tomllib
except ImportError:  # py<3.11
    import tomli as tomllib

try:
    from jinja2 import Environment, StrictUndefined
except ImportError:
    Environment = None


def unpack_pack(pack, work):
    """Pack = tar.gz of layers/*.zip; each layer is a template tree."""
    with tarfile.open(pack) as t:
        t.extractall(work)
    layers = sorted((Path(work) / "layers").glob("*.zip"))
    roots = []
    for z in layers:
        dest = Path(work) / "unpacked" / z.stem
        with zipfile.ZipFile(z) as zf:
            zf.extractall(dest)
            for info in zf.infolist():
                mode = (info.external_attr >> 16) & 0o777
                if mode:
                    os.chmod(dest / info.filename, mode)
        roots.append(dest)
    return roots


def render_text(src, variables):
    text = src.read_text()
    if Environment is None:
        for k, v in variables.items():
            text = text.replace("{{ %s }}" % k, str(v))
        return text
    env = Environment(keep_trailing_newline=True)
    return env.from_string(text).render(**variables)


def apply_layer(root, dest, variables, run_hooks):
    meta = tomllib.loads((root / "template.toml").read_text())
    for spec in meta.get("files", []):
        src, target = spec.split(":")
        out = dest / target
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(render_text(root / src, variables))
        print(f"  wrote {out}")
    if run_hooks:
        for hook in meta.get("hooks", []):
            subprocess.run([str(root / hook), str(dest)], check=False)
    return meta


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pack")
    ap.add_argument("--dest", default=".")
    ap.add_argument("--var", action="append", default=[])
    ap.add_argument("--no-hooks", action="store_true")
    a = ap.parse_args()
    variables = dict(v.split("=", 1) for v in a.var)
    dest = Path(a.dest).resolve()
    with tempfile.TemporaryDirectory() as work:
        for root in unpack_pack(a.pack, work):
            meta = apply_layer(root, dest, variables, not a.no_hooks)
            print(f"applied layer {meta.get('name')} {meta.get('version')}")


if __name__ == "__main__":
    sys.exit(main())
