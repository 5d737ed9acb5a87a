"""Renderers for lineage edges."""
import json
import re

from . import settings


def _mid(uid):
    return re.sub(r"[^A-Za-z0-9_]", "_", uid)


def _shape(uid):
    label = uid.split(".")[-1]
    if uid.startswith("source."):
        return f"{_mid(uid)}[({label})]"
    if uid.startswith("exposure."):
        return f"{_mid(uid)}{{{{{label}}}}}"
    return f"{_mid(uid)}[{label}]"


def mermaid(edges):
    lines = [f"graph {settings.MERMAID_DIRECTION}"]
    for a, b in edges:
        lines.append(f"  {_shape(a)} --> {_shape(b)}")
    return "```mermaid\n" + "\n".join(lines) + "\n```"


def text(root, edges):
    kids = {}
    for a, b in edges:
        kids.setdefault(a, []).append(b)
    out = []

    def rec(n, lvl, seen):
        out.append("  " * lvl + n)
        if n in seen:
            return
        for k in kids.get(n, []):
            rec(k, lvl + 1, seen | {n})

    rec(root, 0, frozenset())
    return "\n".join(out)


def as_json(root, edges):
    return json.dumps({"root": root, "edges": [list(e) for e in edges]}, indent=2)
