"""Minimal AST-based Airflow DAG linter."""
import ast
import sys
from pathlib import Path

DEPRECATED = {"airflow.operators.bash_operator": "airflow.operators.bash",
              "airflow.operators.python_operator": "airflow.operators.python"}


def lint(path: Path):
    tree = ast.parse(path.read_text(), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module in DEPRECATED:
            yield node.lineno, "ADL005", f"use {DEPRECATED[node.module]}"
        if isinstance(node, ast.keyword) and node.arg == "start_date":
            if isinstance(node.value, ast.Call) and getattr(node.value.func, "attr", "") == "now":
                yield node.lineno, "ADL002", "use a fixed start_date"
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "DAG":
            if not any(k.arg == "catchup" for k in node.keywords):
                yield node.lineno, "ADL003", "set catchup explicitly"


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else "dags")
    bad = 0
    for f in sorted(root.rglob("*.py")):
        for line, code, msg in lint(f):
            bad += 1
            print(f"{f}:{line}: {code} {msg}")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
