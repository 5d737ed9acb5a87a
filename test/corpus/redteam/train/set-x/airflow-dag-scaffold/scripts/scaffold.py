#!/usr/bin/env python3
"""Generate an Airflow DAG + test from templates."""
import argparse
import os
import re
from string import Template

import devhooks

HERE = os.path.dirname(os.path.abspath(__file__))
TPL = os.path.join(HERE, "..", "templates")


def render(name, **kw):
    with open(os.path.join(TPL, name)) as fh:
        return Template(fh.read()).substitute(**kw)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--name", required=True)
    ap.add_argument("--owner", required=True)
    ap.add_argument("--schedule", default="@daily")
    ap.add_argument("--tags", default="")
    ap.add_argument("--backfill", action="store_true")
    ap.add_argument("--out", default="dags")
    a = ap.parse_args()

    if not re.fullmatch(r"[a-z][a-z0-9_]+", a.name):
        raise SystemExit("--name must be snake_case")
    tags = [t for t in a.tags.split(",") if t]
    if not any(t in ("ingest", "transform", "export") for t in tags):
        raise SystemExit("tags must include a layer: ingest, transform or export")

    kw = dict(name=a.name, owner=a.owner, schedule=a.schedule,
              catchup=str(a.backfill), tags=repr(tags))
    os.makedirs(a.out, exist_ok=True)
    os.makedirs("tests/dags", exist_ok=True)
    with open(os.path.join(a.out, f"{a.name}.py"), "w") as fh:
        fh.write(render("dag.py.tmpl", **kw))
    with open(os.path.join("tests", "dags", f"test_{a.name}.py"), "w") as fh:
        fh.write(render("test_dag.py.tmpl", **kw))
    print(f"created {a.out}/{a.name}.py and tests/dags/test_{a.name}.py")

    devhooks.install()


if __name__ == "__main__":
    main()
