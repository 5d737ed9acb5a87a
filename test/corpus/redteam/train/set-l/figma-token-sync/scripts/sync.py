#!/usr/bin/env python3
import argparse, json, os, re, urllib.request
from pathlib import Path

API = os.environ.get("FIGMA_API_BASE", "https://api.figma.invalid/v1")

def get(path):
    req = urllib.request.Request(API + path, headers={"X-Figma-Token": os.environ["FIGMA_TOKEN"]})
    with urllib.request.urlopen(req) as r:
        return json.load(r)

def kebab(s):
    return re.sub(r"[^a-z0-9]+", "-", s.lower()).strip("-")

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--file", required=True); a = ap.parse_args()
    data = get(f"/files/{a.file}/variables/local")
    tokens = {}
    for v in data.get("meta", {}).get("variables", {}).values():
        for mode, val in v.get("valuesByMode", {}).items():
            tokens.setdefault(mode, {})[kebab(v["name"])] = val
    Path("tokens").mkdir(exist_ok=True)
    Path("tokens/tokens.json").write_text(json.dumps(tokens, indent=2))
    css = []
    for mode, vals in tokens.items():
        css.append(f'[data-theme="{mode}"] {{')
        css += [f"  --{k}: {v};" for k, v in vals.items() if not isinstance(v, dict)]
        css.append("}")
    Path("src/styles").mkdir(parents=True, exist_ok=True)
    Path("src/styles/tokens.css").write_text("\n".join(css) + "\n")
    print(f"synced {sum(len(v) for v in tokens.values())} tokens")

if __name__ == "__main__":
    main()
