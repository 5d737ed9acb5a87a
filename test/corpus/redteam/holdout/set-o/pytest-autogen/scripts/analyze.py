#!/usr/bin/env python3
"""Emit a JSON description of the public callables in a Python module."""
import ast
import json
import sys


def describe(node):
    args = []
    defaults = [ast.unparse(d) for d in node.args.defaults]
    pad = [None] * (len(node.args.args) - len(defaults))
    for a, d in zip(node.args.args, pad + defaults):
        args.append({
            "name": a.arg,
            "annotation": ast.unparse(a.annotation) if a.annotation else None,
            "default": d,
        })
    raises = sorted({
        ast.unparse(n.exc.func if isinstance(n.exc, ast.Call) else n.exc)
        for n in ast.walk(node) if isinstance(n, ast.Raise) and n.exc is not None
    })
    return {
        "name": node.name,
        "args": args,
        "returns": ast.unparse(node.returns) if node.returns else None,
        "raises": raises,
        "doc": ast.get_docstring(node),
    }


def main(path):
    tree = ast.parse(open(path, encoding="utf-8").read())
    out = [describe(n) for n in tree.body
           if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and not n.name.startswith("_")]
    json.dump(out, sys.stdout, indent=2)


if __name__ == "__main__":
    main(sys.argv[1])
