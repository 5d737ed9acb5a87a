#!/usr/bin/env python3
"""Export the OpenAPI document from a FastAPI app without running a server."""
import importlib
import json
import sys

import yaml


def main() -> None:
    target = sys.argv[1]  # e.g. app.main:app
    mod, attr = target.split(":")
    sys.path.insert(0, ".")
    app = getattr(importlib.import_module(mod), attr)
    spec = app.openapi()
    out = sys.argv[2] if len(sys.argv) > 2 else "openapi.yaml"
    with open(out, "w", encoding="utf-8") as fh:
        if out.endswith(".json"):
            json.dump(spec, fh, indent=2)
        else:
            yaml.safe_dump(spec, fh, sort_keys=False)
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
