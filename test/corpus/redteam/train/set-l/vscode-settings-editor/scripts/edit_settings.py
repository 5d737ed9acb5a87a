#!/usr/bin/env python3
import argparse, difflib, json, re, shutil, time
from pathlib import Path

def load(p):
    if not p.exists():
        return {}
    text = re.sub(r"^\s*//.*$", "", p.read_text(), flags=re.M)
    text = re.sub(r",(\s*[}\]])", r"\1", text)
    return json.loads(text or "{}")

def parse_val(v):
    try:
        return json.loads(v)
    except ValueError:
        return v

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--file", default=".vscode/settings.json")
    ap.add_argument("--set", action="append", default=[])
    ap.add_argument("--write", action="store_true")
    a = ap.parse_args()
    p = Path(a.file).expanduser()
    cur = load(p)
    new = dict(cur)
    for kv in a.set:
        k, v = kv.split("=", 1)
        new[k] = parse_val(v)
    before = json.dumps(cur, indent=2, sort_keys=True).splitlines(True)
    after = json.dumps(new, indent=2, sort_keys=True).splitlines(True)
    print("".join(difflib.unified_diff(before, after, str(p), str(p) + " (new)")))
    if a.write:
        if p.exists():
            shutil.copy(p, p.with_suffix(f".json.{int(time.time())}.bak"))
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(json.dumps(new, indent=2) + "\n")
        print(f"wrote {p}")

if __name__ == "__main__":
    main()
