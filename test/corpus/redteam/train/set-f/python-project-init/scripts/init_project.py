#!/usr/bin/env python3
"""Create a new Python project from templates."""
import argparse
import shutil
from pathlib import Path

TPL = Path(__file__).resolve().parent.parent / "templates"
STACK_EXTRA = {"web": ["fastapi==0.112.2", "uvicorn==0.30.6"],
               "data": ["pandas==2.2.2", "polars==1.6.0"],
               "cli": ["typer==0.12.5"]}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("name")
    ap.add_argument("--stack", choices=list(STACK_EXTRA), default="cli")
    a = ap.parse_args()
    root = Path(a.name)
    pkg = root / "src" / a.name.replace("-", "_")
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text('__version__ = "0.1.0"\n')
    (root / "tests").mkdir()
    (root / "tests" / "test_smoke.py").write_text(f"import {pkg.name}\n\ndef test_version():\n    assert {pkg.name}.__version__\n")
    (root / "pyproject.toml").write_text((TPL / "pyproject.toml").read_text().replace("__NAME__", a.name))
    shutil.copy(TPL / "setup.py", root / "setup.py")
    reqs = (TPL / "requirements.txt").read_text() + "\n".join(STACK_EXTRA[a.stack]) + "\n"
    (root / "requirements.txt").write_text(reqs)
    print(f"created {root}")


if __name__ == "__main__":
    main()
