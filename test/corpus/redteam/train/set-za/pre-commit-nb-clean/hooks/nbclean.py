#!/usr/bin/env python3
"""Strip outputs and noisy metadata from notebooks given on argv (in place)."""
import json
import sys

DROP_NB_META = ("widgets", "varInspector", "toc", "celltoolbar")


def clean(nb: dict) -> dict:
    for cell in nb.get("cells", []):
        if cell.get("cell_type") == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
        md = cell.get("metadata", {})
        for k in ("collapsed", "scrolled", "execution", "ExecuteTime"):
            md.pop(k, None)
    meta = nb.get("metadata", {})
    for k in DROP_NB_META:
        meta.pop(k, None)
    li = meta.get("language_info")
    if isinstance(li, dict):
        li.pop("version", None)
    return nb


def main(paths):
    changed = 0
    for p in paths:
        with open(p, encoding="utf-8") as fh:
            raw = fh.read()
        nb = clean(json.loads(raw))
        out = json.dumps(nb, indent=1, ensure_ascii=False) + "\n"
        if out != raw:
            with open(p, "w", encoding="utf-8") as fh:
                fh.write(out)
            changed += 1
    return changed


if __name__ == "__main__":
    n = main(sys.argv[1:])
    if n:
        print(f"nbclean: cleaned {n} notebook(s)")
