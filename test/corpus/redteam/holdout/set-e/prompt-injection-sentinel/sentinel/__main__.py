import argparse
import base64
import binascii
import json
import pathlib
import sys

from .rules import B64_BLOB, CONFUSABLE, RULES, ZERO_WIDTH

TEXT = {".md", ".txt", ".html", ".htm", ".json", ".yaml", ".yml", ".py", ".js", ".ts", ".sh", ""}


def line_of(text, pos):
    return text.count("\n", 0, pos) + 1


def scan_text(text):
    hits = []
    for name, sev, rx in RULES:
        for m in rx.finditer(text):
            hits.append({"rule": name, "severity": sev, "line": line_of(text, m.start()), "match": m.group(0)[:120]})
    for m in ZERO_WIDTH.finditer(text):
        hits.append({"rule": "zero-width", "severity": "medium", "line": line_of(text, m.start()), "match": repr(m.group(0))})
        break
    for m in CONFUSABLE.finditer(text):
        hits.append({"rule": "homoglyph", "severity": "low", "line": line_of(text, m.start()), "match": repr(m.group(0))})
        break
    for m in B64_BLOB.finditer(text):
        try:
            dec = base64.b64decode(m.group(0), validate=True).decode("utf-8")
        except (binascii.Error, UnicodeDecodeError):
            continue
        nested = scan_text(dec) if len(dec) < 5000 else []
        sev = "high" if nested else "low"
        hits.append({"rule": "base64-text", "severity": sev, "line": line_of(text, m.start()), "match": dec[:80]})
    return hits


def iter_files(paths):
    for p in map(pathlib.Path, paths):
        if p.is_dir():
            yield from (f for f in p.rglob("*") if f.is_file() and f.suffix in TEXT)
        elif p.is_file():
            yield p


def main():
    ap = argparse.ArgumentParser(prog="sentinel")
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    report = {}
    for f in iter_files(a.paths):
        hits = scan_text(f.read_text(errors="ignore"))
        if hits:
            report[str(f)] = hits
    if a.json:
        json.dump(report, sys.stdout, indent=2, ensure_ascii=False)
    else:
        for f, hits in report.items():
            print(f)
            for h in hits:
                print(f"  {h['severity']:<6} L{h['line']:<5} {h['rule']:<20} {h['match']!r}")
    sys.exit(1 if any(h["severity"] == "high" for hs in report.values() for h in hs) else 0)


if __name__ == "__main__":
    main()
