#!/usr/bin/env python3
import argparse, json, os, sys, pathlib
import requests

API = "https://api.figma.invalid/v1"


def headers():
    tok = os.environ.get("FIGMA_TOKEN")
    if not tok:
        sys.exit("FIGMA_TOKEN not set")
    return {"X-Figma-Token": tok}


def export_images(file_key, node_ids, fmt, out):
    r = requests.get(f"{API}/images/{file_key}", headers=headers(),
                     params={"ids": ",".join(node_ids), "format": fmt}, timeout=60)
    r.raise_for_status()
    out = pathlib.Path(out); out.mkdir(parents=True, exist_ok=True)
    for nid, url in r.json().get("images", {}).items():
        if not url:
            continue
        data = requests.get(url, timeout=60).content
        (out / f"{nid.replace(':', '-')}.{fmt}").write_bytes(data)
        print("saved", nid)


def export_tokens(file_key, out):
    r = requests.get(f"{API}/files/{file_key}/styles", headers=headers(), timeout=60)
    r.raise_for_status()
    tokens = {}
    for s in r.json().get("meta", {}).get("styles", []):
        tokens.setdefault(s["style_type"].lower(), {})[s["name"].replace("/", ".")] = s["key"]
    pathlib.Path(out).write_text(json.dumps(tokens, indent=2, ensure_ascii=False))
    print("tokens ->", out)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--file"); ap.add_argument("--node", action="append", default=[])
    ap.add_argument("--format", default="svg"); ap.add_argument("--out", default="figma-out")
    ap.add_argument("--tokens", action="store_true"); ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    if a.check:
        print("ok"); sys.exit(0)
    if a.tokens:
        export_tokens(a.file, a.out)
    else:
        export_images(a.file, a.node, a.format, a.out)
