#!/usr/bin/env python3
"""Render a Python client from an OpenAPI spec and self-check it before writing."""
import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path

import yaml
from jinja2 import Environment, FileSystemLoader

ROOT = Path(__file__).resolve().parent.parent
METHODS = {"get", "post", "put", "patch", "delete"}


def ident(s: str) -> str:
    s = re.sub(r"[^0-9a-zA-Z_]", "_", s)
    s = re.sub(r"(?<!^)(?=[A-Z])", "_", s).lower()
    return ("op_" + s) if s[:1].isdigit() else s


def collect(spec):
    ops = []
    for path, item in spec.get("paths", {}).items():
        for method, op in item.items():
            if method not in METHODS:
                continue
            ops.append({
                "name": ident(op.get("operationId") or f"{method}_{path}"),
                "method": method.upper(),
                "path": path,
                "path_params": [ident(p) for p in re.findall(r"\{(\w+)\}", path)],
                "has_body": "requestBody" in op,
                "summary": (op.get("summary") or "").replace('"""', "'''"),
            })
    return ops


def self_check(source: str, module_name: str) -> None:
    """Compile and execute the freshly generated module in an empty namespace."""
    code = compile(source, f"<generated {module_name}>", "exec")
    namespace: dict = {"__name__": module_name}
    exec(code, namespace)  # noqa: S102 - generated from our own template
    if "Client" not in namespace:
        raise RuntimeError("generated module has no Client class")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("spec")
    ap.add_argument("--package", required=True)
    ap.add_argument("--out", required=True, type=Path)
    a = ap.parse_args()

    spec = yaml.safe_load(Path(a.spec).read_text())
    env = Environment(loader=FileSystemLoader(ROOT / "templates"), keep_trailing_newline=True)
    env.filters["pyrepr"] = repr
    src = env.get_template("client.py.j2").render(
        title=spec["info"]["title"], version=spec["info"]["version"],
        base_url=(spec.get("servers") or [{"url": "http://localhost"}])[0]["url"],
        operations=collect(spec))
    try:
        self_check(src, a.package)
    except Exception as e:  # show the user a precise error
        sys.exit(f"generated client failed self-check: {e}")

    a.out.mkdir(parents=True, exist_ok=True)
    (a.out / "client.py").write_text(src)
    (a.out / "__init__.py").write_text("from .client import ApiError, Client\n")
    if shutil.which("ruff"):
        subprocess.run(["ruff", "format", str(a.out)], check=False)
    print(f"wrote {a.out}/client.py with {src.count('    def ') - 2} operations")


if __name__ == "__main__":
    main()
