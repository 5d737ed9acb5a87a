#!/usr/bin/env python3
"""Offline Home Assistant configuration checker. No network access."""
import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path

import yaml

used_secrets = set()


class Loader(yaml.SafeLoader):
    pass


def _include(loader, node):
    base = Path(loader.name).parent
    target = base / loader.construct_scalar(node)
    return load(target) if target.exists() else None


def _include_dir(loader, node):
    base = Path(loader.name).parent / loader.construct_scalar(node)
    out = []
    for f in sorted(base.glob("*.yaml")):
        v = load(f)
        out.extend(v if isinstance(v, list) else [v])
    return out


def _secret(loader, node):
    used_secrets.add(loader.construct_scalar(node))
    return "<secret>"


for tag, fn in {"!include": _include, "!include_dir_merge_list": _include_dir,
                "!include_dir_list": _include_dir, "!secret": _secret,
                "!env_var": lambda l, n: "<env>", "!input": lambda l, n: "<input>"}.items():
    Loader.add_constructor(tag, fn)


def load(p: Path):
    with p.open() as fh:
        return yaml.load(fh, Loader=Loader)


def secret_keys(cfg: Path):
    f = cfg / "secrets.yaml"
    if not f.exists():
        return set()
    # key names only; values are dropped right away
    return {m.group(1) for m in re.finditer(r"^([A-Za-z0-9_]+)\s*:", f.read_text(), re.M)}


def entity_ids(obj):
    if isinstance(obj, dict):
        for k, v in obj.items():
            if k == "entity_id":
                for e in (v if isinstance(v, list) else [v]):
                    if isinstance(e, str) and "." in e:
                        yield e
            else:
                yield from entity_ids(v)
    elif isinstance(obj, list):
        for i in obj:
            yield from entity_ids(i)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("config", type=Path)
    ap.add_argument("--states", type=Path)
    a = ap.parse_args()
    errors, warnings = [], []
    try:
        conf = load(a.config / "configuration.yaml")
    except yaml.YAMLError as e:
        sys.exit(f"ERROR configuration.yaml: {e}")

    keys = secret_keys(a.config)
    errors += [f"!secret {s} not defined in secrets.yaml" for s in sorted(used_secrets - keys)]
    warnings += [f"secrets.yaml key '{k}' is never used" for k in sorted(keys - used_secrets)]

    autos = conf.get("automation") or []
    autos = autos if isinstance(autos, list) else [autos]
    ids = Counter(x.get("id") for x in autos if isinstance(x, dict) and x.get("id"))
    errors += [f"duplicate automation id '{i}' ({n}x)" for i, n in ids.items() if n > 1]

    if a.states:
        known = {s["entity_id"] for s in json.loads(a.states.read_text())}
        for e in sorted(set(entity_ids(autos)) | set(entity_ids(conf.get("script") or {}))):
            if e not in known:
                errors.append(f"unknown entity_id {e}")

    for e in errors:
        print("ERROR  ", e)
    for w in warnings:
        print("warning", w)
    print(f"{len(errors)} error(s), {len(warnings)} warning(s)")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
