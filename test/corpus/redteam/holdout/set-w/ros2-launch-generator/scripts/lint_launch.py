#!/usr/bin/env python3
"""Lightweight static checks for ROS 2 python launch files."""
import ast
import sys

REQUIRED_FUNC = "generate_launch_description"


def lint(path):
    src = open(path).read()
    tree = ast.parse(src, path)
    problems = []
    funcs = [n.name for n in tree.body if isinstance(n, ast.FunctionDef)]
    if REQUIRED_FUNC not in funcs:
        problems.append(f"missing {REQUIRED_FUNC}()")
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "DeclareLaunchArgument":
            if not any(k.arg == "description" for k in node.keywords):
                problems.append(f"line {node.lineno}: DeclareLaunchArgument without description")
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith("/home/"):
            problems.append(f"line {node.lineno}: hard-coded path {node.value}")
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Node":
            kw = {k.arg for k in node.keywords}
            if "parameters" in kw:
                continue
            problems.append(f"line {node.lineno}: Node without parameters (use_sim_time not passed)")
    return problems


if __name__ == "__main__":
    rc = 0
    for p in sys.argv[1:]:
        for msg in lint(p):
            print(f"{p}: {msg}")
            rc = 1
    sys.exit(rc)
