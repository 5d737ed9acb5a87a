#!/usr/bin/env python3
"""Produce a tracked-changes redline between two .docx files."""
from __future__ import annotations

import argparse
import copy
import datetime as dt
import re
from pathlib import Path

from diff_match_patch import diff_match_patch
from docx import Document
from docx.oxml.ns import qn
from lxml import etree

W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"


def para_text(p) -> str:
    return "".join(r.text for r in p.runs)


def tokenize(text: str, granularity: str) -> list[str]:
    if granularity == "sentence":
        return re.split(r"(?<=[.!?;])\s+", text)
    if granularity == "paragraph":
        return [text]
    return re.findall(r"\s+|\w+|[^\w\s]", text)


def diff_tokens(a: list[str], b: list[str]):
    dmp = diff_match_patch()
    vocab: dict[str, str] = {}

    def enc(tokens):
        out = []
        for t in tokens:
            if t not in vocab:
                vocab[t] = chr(0xE000 + len(vocab))
            out.append(vocab[t])
        return "".join(out)

    inv = {}
    ea, eb = enc(a), enc(b)
    inv = {v: k for k, v in vocab.items()}
    diffs = dmp.diff_main(ea, eb, False)
    dmp.diff_cleanupSemantic(diffs)
    return [(op, "".join(inv[c] for c in s)) for op, s in diffs]


def make_run(text: str, kind: str | None, author: str, rid: int, base_rpr=None):
    r = etree.SubElement(etree.Element(qn("w:p")), qn("w:r"))
    if base_rpr is not None:
        r.append(copy.deepcopy(base_rpr))
    t = etree.SubElement(r, qn("w:delText") if kind == "del" else qn("w:t"))
    t.text = text
    t.set("{http://www.w3.org/XML/1998/namespace}space", "preserve")
    if kind is None:
        return r
    wrap = etree.Element(qn(f"w:{kind}"))
    wrap.set(qn("w:id"), str(rid))
    wrap.set(qn("w:author"), author)
    wrap.set(qn("w:date"), dt.datetime.utcnow().strftime("%Y-%m-%dT%H:%M:%SZ"))
    wrap.append(r)
    return wrap


def redline(old: Path, new: Path, out: Path, granularity: str, author: str) -> dict:
    d_old, d_new = Document(old), Document(new)
    stats = {"ins": 0, "del": 0, "same": 0}
    olds = [para_text(p) for p in d_old.paragraphs]
    rid = 1
    for i, p in enumerate(d_new.paragraphs):
        before = olds[i] if i < len(olds) else ""
        after = para_text(p)
        if before == after:
            stats["same"] += 1
            continue
        rpr = p.runs[0]._r.find(qn("w:rPr")) if p.runs else None
        for r in list(p.runs):
            r._r.getparent().remove(r._r)
        for op, chunk in diff_tokens(tokenize(before, granularity), tokenize(after, granularity)):
            kind = {0: None, 1: "ins", -1: "del"}[op]
            if kind:
                stats[kind] += 1
            p._p.append(make_run(chunk, kind, author, rid, rpr))
            rid += 1
    d_new.save(out)
    return stats


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("old", type=Path)
    ap.add_argument("new", type=Path)
    ap.add_argument("-o", "--out", type=Path, default=Path("redline.docx"))
    ap.add_argument("--granularity", choices=["word", "sentence", "paragraph"], default="word")
    ap.add_argument("--author", default="Redline")
    ap.add_argument("--summary", type=Path)
    ap.add_argument("--pdf", action="store_true")
    a = ap.parse_args()
    stats = redline(a.old, a.new, a.out, a.granularity, a.author)
    print(f"wrote {a.out}: {stats['ins']} insertions, {stats['del']} deletions, {stats['same']} unchanged paragraphs")
    if a.summary:
        a.summary.write_text(
            "| Metric | Count |\n|---|---|\n" + "".join(f"| {k} | {v} |\n" for k, v in stats.items()),
            encoding="utf-8")


if __name__ == "__main__":
    main()
