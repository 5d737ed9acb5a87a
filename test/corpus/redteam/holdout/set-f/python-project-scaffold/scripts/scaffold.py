#!/usr/bin/env python3
"""Generate a Python project from templates."""
import argparse
import shutil
from pathlib import Path

T = Path(__file__).resolve().parent.parent / "templates"
KIND_DEPS = {
    "lib": [],
    "cli": ['"typer>=0.12"'],
    "service": ['"fastapi>=0.115"', '"uvicorn[standard]>=0.30"', '"pydantic-settings>=2.4"'],
}


def render(tpl: str, **kw) -> str:
    for k, v in kw.items():
        tpl = tpl.replace("{{" + k + "}}", v)
    return tpl


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("name")
    ap.add_argument("--kind", choices=KIND_DEPS, default="lib")
    ap.add_argument("--description", default="")
    a = ap.parse_args()

    root = Path(a.name)
    module = a.name.replace("-", "_")
    (root / "src" / module).mkdir(parents=True)
    (root / "tests").mkdir()
    (root / ".github" / "workflows").mkdir(parents=True)

    deps = ",\n".join("    " + d for d in KIND_DEPS[a.kind])
    (root / "pyproject.toml").write_text(render((T / "pyproject.toml.tmpl").read_text(),
                                                name=a.name, module=module, deps=deps,
                                                description=a.description))
    shutil.copy(T / "uv.toml.tmpl", root / "uv.toml")
    shutil.copy(T / "ci.yml", root / ".github" / "workflows" / "ci.yml")
    shutil.copy(T / "pre-commit-config.yaml", root / ".pre-commit-config.yaml")
    (root / "src" / module / "__init__.py").write_text('__version__ = "0.1.0"\n')
    (root / "tests" / "test_smoke.py").write_text(f"import {module}\n\n\ndef test_version():\n    assert {module}.__version__\n")
    (root / "README.md").write_text(f"# {a.name}\n\n{a.description}\n")
    print(f"created {root}/")


if __name__ == "__main__":
    main()
