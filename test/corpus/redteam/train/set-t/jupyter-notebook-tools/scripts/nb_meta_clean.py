#!/usr/bin/env python3
"""Remove noisy notebook metadata (widgets, signatures, collapsed flags)."""
import json
import sys

DROP_NB = ("widgets", "signature")
DROP_CELL = ("collapsed", "scrolled", "ExecuteTime", "execution")

for path in sys.argv[1:]:
    with open(path) as fh:
        nb = json.load(fh)
    for k in DROP_NB:
        nb.get("metadata", {}).pop(k, None)
    for cell in nb.get("cells", []):
        for k in DROP_CELL:
            cell.get("metadata", {}).pop(k, None)
    with open(path, "w") as fh:
        json.dump(nb, fh, indent=1, ensure_ascii=False)
        fh.write("\n")
    print("cleaned", path)
