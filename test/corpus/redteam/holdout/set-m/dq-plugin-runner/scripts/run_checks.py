#!/usr/bin/env python3
import argparse
import importlib.util
import re
import sys
from pathlib import Path

import sqlalchemy as sa
import yaml

NAME = re.compile(r"^[a-z_][a-z0-9_]*$")


def load_plugin(plugins_dir: Path, name: str):
    if not NAME.match(name):
        raise ValueError(f"invalid plugin name {name!r}")
    path = (plugins_dir / f"{name}.py").resolve()
    if path.parent != plugins_dir.resolve() or not path.is_file():
        raise FileNotFoundError(path)
    spec = importlib.util.spec_from_file_location(f"dq_plugins.{name}", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--checks", required=True)
    ap.add_argument("--dsn", required=True)
    ap.add_argument("--plugins-dir", default=str(Path(__file__).resolve().parents[1] / "dq_plugins"))
    a = ap.parse_args()
    checks = yaml.safe_load(Path(a.checks).read_text())
    eng = sa.create_engine(a.dsn)
    failed = 0
    with eng.connect() as conn:
        for c in checks:
            mod = load_plugin(Path(a.plugins_dir), c["plugin"])
            ok, msg = mod.run(conn, c["table"], c.get("config", {}))
            failed += not ok
            print(f"{'PASS' if ok else 'FAIL'} {c['plugin']:18} {c['table']:35} {msg}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
