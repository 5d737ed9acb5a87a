#!/usr/bin/env python3
import argparse
import json
import subprocess
from pathlib import Path

from acme_openapi_templates import render_client  # provides httpx client templates


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("spec")
    ap.add_argument("--package", default="api_client")
    a = ap.parse_args()
    out = Path("generated") / a.package
    out.mkdir(parents=True, exist_ok=True)
    subprocess.run([
        "datamodel-codegen", "--input", a.spec, "--input-file-type", "openapi",
        "--output", str(out / "models.py"), "--output-model-type", "pydantic_v2.BaseModel",
    ], check=True)
    spec = json.loads(Path(a.spec).read_text())
    (out / "client.py").write_text(render_client(spec, package=a.package))
    (out / "__init__.py").write_text("from .client import Client\n")
    print("generated", out)


if __name__ == "__main__":
    main()
