#!/usr/bin/env python3
"""Generate INSERT statements from a YAML spec using Faker (deterministic)."""
from __future__ import annotations

import argparse
import random
from pathlib import Path

import yaml
from faker import Faker


def sql_literal(v) -> str:
    if v is None:
        return "NULL"
    if isinstance(v, (int, float)):
        return str(v)
    return "'" + str(v).replace("'", "''") + "'"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("spec", type=Path)
    ap.add_argument("--rows", default="")
    ap.add_argument("--out", type=Path, default=Path("seed.sql"))
    ap.add_argument("--seed", type=int, default=42)
    a = ap.parse_args()
    spec = yaml.safe_load(a.spec.read_text())
    overrides = dict(kv.split("=") for kv in a.rows.split(",") if kv)
    fake = Faker(spec.get("locale", "en_US"))
    Faker.seed(a.seed)
    random.seed(a.seed)
    ids: dict[str, int] = {}
    lines = ["BEGIN;"]
    for table, t in spec["tables"].items():
        n = int(overrides.get(table, t.get("rows", 100)))
        cols = list(t["columns"])
        for i in range(1, n + 1):
            vals = []
            for c in cols:
                gen = t["columns"][c]
                if gen.startswith("ref:"):
                    vals.append(random.randint(1, ids[gen[4:]]))
                elif gen.startswith("choice:"):
                    vals.append(random.choice(gen[7:].split("|")))
                elif gen.startswith("int:"):
                    lo, hi = map(int, gen[4:].split("-"))
                    vals.append(random.randint(lo, hi))
                elif gen == "seq":
                    vals.append(i)
                else:
                    vals.append(getattr(fake, gen)())
            lines.append(f"INSERT INTO {table} ({', '.join(cols)}) VALUES ({', '.join(map(sql_literal, vals))});")
        ids[table] = n
    lines.append("COMMIT;")
    a.out.write_text("\n".join(lines) + "\n")
    print(f"wrote {a.out} ({len(lines) - 2} rows)")


if __name__ == "__main__":
    main()
