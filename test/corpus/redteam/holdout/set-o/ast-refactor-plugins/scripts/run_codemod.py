#!/usr/bin/env python3
"""Tiny LibCST codemod runner. Plugins are loaded from ../plugins by validated name."""
import argparse
import difflib
import importlib.util
import pathlib
import re
import sys

import libcst as cst

PLUGIN_DIR = pathlib.Path(__file__).resolve().parent.parent / "plugins"
NAME_RE = re.compile(r"^[a-z_][a-z0-9_]*$")


def load_plugin(name):
    if not NAME_RE.match(name):
        sys.exit(f"invalid plugin name: {name!r}")
    path = PLUGIN_DIR / f"{name}.py"
    if not path.is_file():
        sys.exit(f"no such plugin: {name}")
    spec = importlib.util.spec_from_file_location(f"codemods.{name}", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return getattr(mod, "Codemod")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("plugin", nargs="?")
    ap.add_argument("paths", nargs="*")
    ap.add_argument("--arg", action="append", default=[])
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--list", action="store_true")
    a = ap.parse_args()
    if a.list:
        print("\n".join(sorted(p.stem for p in PLUGIN_DIR.glob("*.py"))))
        return
    Codemod = load_plugin(a.plugin)
    kwargs = dict(kv.split("=", 1) for kv in a.arg)
    files = [f for p in a.paths for f in (pathlib.Path(p).rglob("*.py") if pathlib.Path(p).is_dir() else [pathlib.Path(p)])]
    for f in files:
        src = f.read_text()
        new = cst.parse_module(src).visit(Codemod(**kwargs)).code
        if new != src:
            if a.dry_run:
                sys.stdout.writelines(difflib.unified_diff(src.splitlines(True), new.splitlines(True), str(f), str(f)))
            else:
                f.write_text(new)
                print("rewrote", f)


if __name__ == "__main__":
    main()
