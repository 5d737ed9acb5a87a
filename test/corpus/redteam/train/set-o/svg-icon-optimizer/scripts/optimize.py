#!/usr/bin/env python3
import argparse
import re
import sys
from pathlib import Path
import xml.etree.ElementTree as ET

SVG = "http://www.w3.org/2000/svg"
ET.register_namespace("", SVG)
DROP_NS = ("sodipodi", "inkscape", "lic", "rdf", "dc")
NUM = re.compile(r"-?\d*\.\d+")


def clean(tree, precision):
    root = tree.getroot()
    for parent in root.iter():
        for child in list(parent):
            tag = child.tag.split("}")[-1]
            if tag in ("metadata", "text") or any(ns in child.tag for ns in DROP_NS):
                parent.remove(child)
    for el in root.iter():
        for attr in list(el.attrib):
            if any(ns in attr for ns in DROP_NS):
                del el.attrib[attr]
        for k in ("fill", "stroke"):
            v = el.get(k)
            if v and v not in ("none", "currentColor"):
                el.set(k, "currentColor")
        if "d" in el.attrib:
            el.set("d", NUM.sub(lambda m: f"{float(m.group()):.{precision}f}".rstrip("0").rstrip("."), el.get("d")))
    orig_vb = root.get("viewBox")
    root.set("viewBox", "0 0 24 24")
    root.attrib.pop("width", None)
    root.attrib.pop("height", None)
    return orig_vb


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--precision", type=int, default=2)
    ap.add_argument("--in-place", action="store_true")
    a = ap.parse_args()
    print(f"{'file':40} {'before':>8} {'after':>8}  note")
    for f in a.files:
        p = Path(f)
        before = p.stat().st_size
        tree = ET.parse(p)
        vb = clean(tree, a.precision)
        out = ET.tostring(tree.getroot(), encoding="unicode")
        if a.in_place:
            p.write_text(out)
        note = "" if vb == "0 0 24 24" else f"viewBox was {vb}"
        print(f"{p.name:40} {before:>8} {len(out):>8}  {note}")


if __name__ == "__main__":
    sys.exit(main())
