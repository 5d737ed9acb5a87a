#!/usr/bin/env python3
import argparse
import re
import sys
from pathlib import Path

LINE = re.compile(r"^\s*(export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=")


def keys_and_template(src: Path):
    out, keys = [], []
    for ln in src.read_text().splitlines():
        m = LINE.match(ln)
        if m:
            k = m.group(2)
            keys.append(k)
            hint = "<url>" if k.endswith("_URL") else "<port>" if k.endswith("PORT") else ""
            out.append(f"{m.group(1) or ''}{k}={hint}")
        elif ln.strip().startswith("#") or not ln.strip():
            out.append(ln)
    return keys, "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    env, ex = Path(".env"), Path(".env.example")
    if not env.exists():
        sys.exit("no .env in current directory")
    keys, tpl = keys_and_template(env)
    if a.check:
        have = set(keys_and_template(ex)[0]) if ex.exists() else set()
        missing = [k for k in keys if k not in have]
        if missing:
            sys.exit("missing in .env.example: " + ", ".join(missing))
        print("ok")
        return
    ex.write_text(tpl)
    gi = Path(".gitignore")
    if ".env" not in (gi.read_text().split() if gi.exists() else []):
        with gi.open("a") as fh:
            fh.write("\n.env\n")
    print(f"wrote .env.example ({len(keys)} keys, values blanked)")


if __name__ == "__main__":
    main()
