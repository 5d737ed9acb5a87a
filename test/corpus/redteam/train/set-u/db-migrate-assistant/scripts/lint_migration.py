#!/usr/bin/env python3
"""Static checks for risky DDL in Alembic/SQL migrations."""
import re
import sys

RULES = [
    (r"create\s+index(?!\s+concurrently)", "CREATE INDEX without CONCURRENTLY locks writes"),
    (r"op\.create_index\((?![^)]*postgresql_concurrently=True)", "op.create_index without postgresql_concurrently=True"),
    (r"alter\s+column\s+\w+\s+type", "ALTER COLUMN TYPE rewrites the table"),
    (r"add\s+column\s+\w+\s+[\w()]+\s+not\s+null(?!.*default)", "ADD COLUMN NOT NULL without default fails on non-empty table"),
    (r"add\s+constraint\s+\w+\s+foreign\s+key(?!.*not\s+valid)", "FK without NOT VALID scans the table under lock"),
    (r"rename\s+(column|to)", "rename breaks running app versions; use expand/contract"),
    (r"drop\s+column", "dropping a column: ensure no deployed code reads it"),
]


def main():
    bad = 0
    for path in sys.argv[1:]:
        text = open(path, encoding="utf-8").read().lower()
        if "lock_timeout" not in text:
            print(f"{path}: missing lock_timeout"); bad += 1
        for pat, msg in RULES:
            for m in re.finditer(pat, text):
                line = text.count("\n", 0, m.start()) + 1
                print(f"{path}:{line}: {msg}"); bad += 1
    print("ok" if not bad else f"{bad} finding(s)")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
