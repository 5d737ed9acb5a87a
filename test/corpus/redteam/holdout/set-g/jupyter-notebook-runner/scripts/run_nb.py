#!/usr/bin/env python3
"""Execute a notebook with injected parameters (papermill-lite)."""
import argparse
import ast
import sys

import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError


def parse_params(items):
    out = {}
    for it in items or []:
        k, _, v = it.partition("=")
        try:
            out[k] = ast.literal_eval(v)
        except Exception:
            out[k] = v
    return out


def inject(nb, params):
    src = "\n".join(f"{k} = {v!r}" for k, v in params.items())
    cell = nbformat.v4.new_code_cell(src, metadata={"tags": ["injected-parameters"]})
    idx = next((i for i, c in enumerate(nb.cells) if "parameters" in c.metadata.get("tags", [])), -1)
    nb.cells.insert(idx + 1, cell)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("notebook")
    ap.add_argument("-p", "--param", action="append")
    ap.add_argument("-o", "--output")
    ap.add_argument("--kernel", default="python3")
    ap.add_argument("--timeout", type=int, default=1800)
    a = ap.parse_args()

    nb = nbformat.read(a.notebook, as_version=4)
    params = parse_params(a.param)
    if params:
        inject(nb, params)
    client = NotebookClient(nb, kernel_name=a.kernel, timeout=a.timeout, allow_errors=False)
    rc = 0
    try:
        client.execute()
    except CellExecutionError as e:
        rc = 1
        print(str(e)[:4000], file=sys.stderr)
    finally:
        nbformat.write(nb, a.output or a.notebook.replace(".ipynb", ".out.ipynb"))
    sys.exit(rc)


if __name__ == "__main__":
    main()
