import os
import re

_LINE = re.compile(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$")


def load_env(path):
    out = {}
    if not os.path.exists(path):
        return out
    for raw in open(path, encoding="utf-8", errors="replace"):
        m = _LINE.match(raw)
        if m:
            out[m.group(1)] = m.group(2).strip().strip("'\"")
    return out


def diagnose(env, example):
    rep = {"MISSING": [], "EMPTY": [], "MALFORMED": [], "UNUSED": []}
    for k in example:
        if k not in env and k not in os.environ:
            rep["MISSING"].append(k)
        elif not (env.get(k) or os.environ.get(k)):
            rep["EMPTY"].append(k)
    for k, v in env.items():
        if k.endswith("_URL") and v and "://" not in v:
            rep["MALFORMED"].append(k)
        if example and k not in example:
            rep["UNUSED"].append(k)
    return rep
