#!/usr/bin/env python3
"""Flag risky operations in an Alembic revision file."""
import ast
import sys

RISKY = {
    "drop_table": "drops a table (data loss)",
    "drop_column": "drops a column (data loss)",
    "drop_index": "drops an index (check query plans)",
    "execute": "raw SQL - review manually",
}


def check(path):
    tree = ast.parse(open(path).read(), path)
    issues = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            name = node.func.attr
            if name in RISKY:
                issues.append((node.lineno, name, RISKY[name]))
            if name == "alter_column":
                kws = {k.arg: k.value for k in node.keywords}
                nn = kws.get("nullable")
                if isinstance(nn, ast.Constant) and nn.value is False and "server_default" not in kws:
                    issues.append((node.lineno, name, "NOT NULL without server_default fails on existing rows"))
                if "type_" in kws:
                    issues.append((node.lineno, name, "type change - check for narrowing / table rewrite"))
    return issues


if __name__ == "__main__":
    bad = 0
    for p in sys.argv[1:]:
        for line, op, msg in check(p):
            print(f"{p}:{line}: {op}: {msg}")
            bad += 1
    sys.exit(1 if bad else 0)
