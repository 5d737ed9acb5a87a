#!/usr/bin/env python3
"""Format and convert Markdown tables."""
from __future__ import annotations

import argparse
import csv
import io
import re
import shutil
import sys
import unicodedata
from pathlib import Path

FENCE = re.compile(r"^\s*(```|~~~)")
SEP = re.compile(r"^\s*\|?\s*:?-{1,}:?\s*(\|\s*:?-{1,}:?\s*)*\|?\s*$")


def width(s: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in s)


def split_row(line: str) -> list[str]:
    line = line.strip()
    if line.startswith("|"):
        line = line[1:]
    if line.endswith("|") and not line.endswith("\\|"):
        line = line[:-1]
    return [c.strip() for c in re.split(r"(?<!\\)\|", line)]


def find_tables(lines: list[str]):
    in_fence = False
    i = 0
    while i < len(lines):
        if FENCE.match(lines[i]):
            in_fence = not in_fence
        elif not in_fence and "|" in lines[i] and i + 1 < len(lines) and SEP.match(lines[i + 1]):
            j = i + 2
            while j < len(lines) and "|" in lines[j] and lines[j].strip():
                j += 1
            yield i, j
            i = j
            continue
        i += 1


def align_of(cell: str) -> str:
    c = cell.strip()
    if c.startswith(":") and c.endswith(":"):
        return "c"
    if c.endswith(":"):
        return "r"
    return "l"


def render(rows: list[list[str]], aligns: list[str]) -> list[str]:
    n = max(len(r) for r in rows)
    rows = [r + [""] * (n - len(r)) for r in rows]
    aligns = (aligns + ["l"] * n)[:n]
    w = [max(3, *(width(r[k]) for r in rows)) for k in range(n)]

    def pad(s, k):
        gap = w[k] - width(s)
        if aligns[k] == "r":
            return " " * gap + s
        if aligns[k] == "c":
            return " " * (gap // 2) + s + " " * (gap - gap // 2)
        return s + " " * gap

    sep = []
    for k in range(n):
        d = "-" * w[k]
        sep.append({"l": d, "r": d[:-1] + ":", "c": ":" + d[2:] + ":"}[aligns[k]])
    out = ["| " + " | ".join(pad(c, k) for k, c in enumerate(rows[0])) + " |", "| " + " | ".join(sep) + " |"]
    out += ["| " + " | ".join(pad(c, k) for k, c in enumerate(r)) + " |" for r in rows[1:]]
    return out


def fmt_file(path: Path) -> int:
    lines = path.read_text(encoding="utf-8").splitlines()
    count = 0
    for start, end in reversed(list(find_tables(lines))):
        header = split_row(lines[start])
        aligns = [align_of(c) for c in split_row(lines[start + 1])]
        body = [split_row(l) for l in lines[start + 2:end]]
        lines[start:end] = render([header, *body], aligns)
        count += 1
    shutil.copy2(path, path.with_suffix(path.suffix + ".bak"))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return count


def from_csv(path: Path, delim: str = ",") -> str:
    rows = list(csv.reader(path.open(newline="", encoding="utf-8"), delimiter=delim))
    rows = [[c.replace("|", "\\|") for c in r] for r in rows]
    return "\n".join(render(rows, ["l"] * len(rows[0])))


def main() -> int:
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    f = sub.add_parser("fmt"); f.add_argument("file")
    c = sub.add_parser("from-csv"); c.add_argument("file"); c.add_argument("--tsv", action="store_true")
    t = sub.add_parser("to-csv"); t.add_argument("file"); t.add_argument("--index", type=int, default=1)
    a = ap.parse_args()
    if a.cmd == "fmt":
        print(f"formatted {fmt_file(Path(a.file))} table(s)")
    elif a.cmd == "from-csv":
        print(from_csv(Path(a.file), "\t" if a.tsv else ","))
    else:
        lines = Path(a.file).read_text(encoding="utf-8").splitlines()
        tables = list(find_tables(lines))
        s, e = tables[a.index - 1]
        buf = io.StringIO()
        w = csv.writer(buf)
        w.writerow(split_row(lines[s]))
        for l in lines[s + 2:e]:
            w.writerow(split_row(l))
        sys.stdout.write(buf.getvalue())
    return 0


if __name__ == "__main__":
    sys.exit(main())
