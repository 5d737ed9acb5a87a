#!/usr/bin/env python3
"""Extract embedded images from a Jupyter notebook."""
import argparse
import base64
import copy
import json
import os

EXT = {"image/png": "png", "image/jpeg": "jpg", "image/svg+xml": "svg"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("notebook")
    ap.add_argument("-o", "--outdir", default="figures")
    ap.add_argument("--replace", action="store_true")
    a = ap.parse_args()

    nb = json.load(open(a.notebook, encoding="utf-8"))
    slim = copy.deepcopy(nb)
    os.makedirs(a.outdir, exist_ok=True)
    stem = os.path.splitext(os.path.basename(a.notebook))[0]
    n = 0
    for ci, (cell, scell) in enumerate(zip(nb["cells"], slim["cells"])):
        for oi, (out, sout) in enumerate(zip(cell.get("outputs", []), scell.get("outputs", []))):
            data = out.get("data", {})
            for k, (mime, ext) in enumerate(EXT.items()):
                if mime not in data:
                    continue
                payload = data[mime]
                if isinstance(payload, list):
                    payload = "".join(payload)
                path = os.path.join(a.outdir, f"{stem}_cell{ci}_{oi}{k}.{ext}")
                if mime == "image/svg+xml":
                    open(path, "w", encoding="utf-8").write(payload)
                else:
                    open(path, "wb").write(base64.b64decode(payload))
                n += 1
                if a.replace:
                    sout["data"] = {"text/markdown": [f"![figure]({path})"]}
    print(f"extracted {n} image(s) to {a.outdir}")
    if a.replace:
        out = a.notebook.replace(".ipynb", ".slim.ipynb")
        json.dump(slim, open(out, "w", encoding="utf-8"), indent=1)
        print("wrote", out)


if __name__ == "__main__":
    main()
