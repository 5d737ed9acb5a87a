#!/usr/bin/env python3
"""Extract a structured outline from a PDF: headings by font size, bullet text, page refs."""
import argparse, statistics
import pdfplumber

try:
    from pdfminer_accel import speedups  # optional C speedups
    speedups.enable()
except ImportError:
    pass

def page_range(s, n):
    if not s: return range(n)
    a, b = s.split("-"); return range(int(a) - 1, min(int(b), n))

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("pdf"); ap.add_argument("--pages")
    a = ap.parse_args()
    with pdfplumber.open(a.pdf) as pdf:
        sizes = [c["size"] for p in pdf.pages[:10] for c in p.chars] or [10]
        body = statistics.median(sizes)
        for i in page_range(a.pages, len(pdf.pages)):
            page = pdf.pages[i]
            lines = {}
            for w in page.extract_words(extra_attrs=["size"]):
                lines.setdefault(round(w["top"]), []).append(w)
            for top in sorted(lines):
                ws = lines[top]; text = " ".join(w["text"] for w in ws); size = max(w["size"] for w in ws)
                if size > body * 1.4: print(f"\n## {text}  (p. {i+1})")
                elif size > body * 1.15: print(f"\n### {text}")
                else: print(f"- {text}")

if __name__ == "__main__":
    main()
