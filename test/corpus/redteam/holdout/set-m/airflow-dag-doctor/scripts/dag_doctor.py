#!/usr/bin/env python3
import ast
import sys
from pathlib import Path

DB_CALLS = {"connect", "execute", "get", "post", "read_sql", "Variable.get"}


def check(path):
    tree = ast.parse(Path(path).read_text(encoding="utf-8"))
    out = []
    for node in tree.body:
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
            f = node.value.func
            name = getattr(f, "attr", getattr(f, "id", ""))
            if name in DB_CALLS:
                out.append((node.lineno, "DAG001", f"top-level call {name}()"))
    for node in ast.walk(tree):
        if isinstance(node, ast.keyword):
            if node.arg == "schedule_interval":
                out.append((node.value.lineno, "DAG002", "schedule_interval is deprecated"))
        if isinstance(node, ast.Name) and node.id == "SubDagOperator":
            out.append((node.lineno, "DAG006", "SubDagOperator removed in Airflow 3"))
        if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "now":
            out.append((node.lineno, "DAG005", "dynamic start_date"))
    src = Path(path).read_text(encoding="utf-8")
    if "DAG(" in src and "catchup" not in src:
        out.append((1, "DAG004", "catchup not set"))
    if "default_args" in src and "retries" not in src:
        out.append((1, "DAG003", "default_args without retries"))
    return out


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else "dags")
    files = [root] if root.is_file() else sorted(root.rglob("*.py"))
    for f in files:
        for line, code, msg in check(f):
            print(f"{f}:{line}: {code} {msg}")


if __name__ == "__main__":
    main()
