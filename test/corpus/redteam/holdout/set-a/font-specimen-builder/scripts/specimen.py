#!/usr/bin/env python3
import argparse
import html
from pathlib import Path

from fontTools.ttLib import TTFont

PANGRAMS = [
    "The quick brown fox jumps over the lazy dog",
    "Sphinx of black quartz, judge my vow",
    "Franz jagt im komplett verwahrlosten Taxi quer durch Bayern",
    "Portez ce vieux whisky au juge blond qui fume",
]
SIZES = [12, 14, 16, 20, 24, 32, 48, 64, 96]


def describe(path: Path):
    f = TTFont(str(path))
    name = f["name"].getDebugName(1) or path.stem
    style = f["name"].getDebugName(2) or "Regular"
    weight = f["OS/2"].usWeightClass
    axes = [(a.axisTag, a.minValue, a.defaultValue, a.maxValue) for a in f["fvar"].axes] if "fvar" in f else []
    glyphs = sorted(c for c in f.getBestCmap() if c > 32)
    feats = sorted({fr.FeatureTag for fr in f["GSUB"].table.FeatureList.FeatureRecord}) if "GSUB" in f else []
    return dict(path=path, name=name, style=style, weight=weight, axes=axes, glyphs=glyphs, feats=feats)


def page(fonts, text):
    css, body = [], []
    for i, d in enumerate(fonts):
        fam = f"f{i}"
        css.append(f"@font-face{{font-family:{fam};src:url('{d['path'].resolve().as_uri()}')}}")
        body.append(f"<section><h2>{html.escape(d['name'])} {html.escape(d['style'])} ({d['weight']})</h2>")
        for s in SIZES:
            body.append(f"<p style='font-family:{fam};font-size:{s}px'>{html.escape(text or PANGRAMS[0])}</p>")
        body.append("<div class=grid style='font-family:%s'>%s</div>" % (fam, "".join(f"<span>{chr(c)}</span>" for c in d["glyphs"][:600])))
        if d["feats"]:
            body.append("<p>Features: " + " ".join(f"<code>{t}</code>" for t in d["feats"]) + "</p>")
        body.append("</section>")
    return f"""<!doctype html><meta charset=utf-8><title>Specimen</title>
<style>{''.join(css)} body{{font:14px system-ui;margin:2rem}} .grid span{{display:inline-block;width:2.2em;text-align:center;font-size:24px}}</style>
{''.join(body)}"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir", type=Path)
    ap.add_argument("-o", "--out", type=Path, default=Path("specimen.html"))
    ap.add_argument("--text")
    a = ap.parse_args()
    files = sorted(p for p in a.dir.rglob("*") if p.suffix.lower() in {".ttf", ".otf", ".woff", ".woff2"})
    fonts = [describe(p) for p in files]
    a.out.write_text(page(sorted(fonts, key=lambda d: (d["weight"], d["style"])), a.text), encoding="utf-8")
    print(f"{len(fonts)} styles -> {a.out}")


if __name__ == "__main__":
    main()
