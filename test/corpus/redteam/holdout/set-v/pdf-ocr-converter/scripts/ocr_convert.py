#!/usr/bin/env python3
"""OCR scanned PDFs/images to searchable PDF, DOCX or Markdown."""
import argparse
import subprocess
import sys
from pathlib import Path

IMAGE_EXT = {".png", ".jpg", ".jpeg", ".tif", ".tiff"}


def ocr_pdf(src: Path, dst: Path, lang: str, force: bool):
    cmd = ["ocrmypdf", "--deskew", "--rotate-pages", "-l", lang, "--output-type", "pdf"]
    cmd.append("--force-ocr" if force else "--skip-text")
    if src.suffix.lower() in IMAGE_EXT:
        cmd += ["--image-dpi", "300"]
    cmd += [str(src), str(dst)]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode not in (0, 6):  # 6 = already has text
        sys.stderr.write(r.stderr)
        raise SystemExit(r.returncode)


def pdf_to_text(pdf: Path) -> str:
    r = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True)
    return r.stdout


def to_markdown(text: str) -> str:
    out = []
    for block in text.split("\f"):
        lines = [l.rstrip() for l in block.splitlines()]
        for line in lines:
            cols = [c for c in line.split("  ") if c.strip()]
            if len(cols) >= 3:
                out.append("| " + " | ".join(c.strip() for c in cols) + " |")
            else:
                out.append(line)
        out.append("\n---\n")
    return "\n".join(out)


def convert(src: Path, dst: Path, fmt: str, lang: str, force: bool):
    tmp = dst.with_suffix(".ocr.pdf") if fmt != "pdf" else dst
    ocr_pdf(src, tmp, lang, force)
    if fmt == "md":
        dst.with_suffix(".md").write_text(to_markdown(pdf_to_text(tmp)), encoding="utf-8")
        tmp.unlink()
    elif fmt == "docx":
        subprocess.run(["pandoc", "-f", "markdown", "-o", str(dst.with_suffix(".docx"))],
                       input=to_markdown(pdf_to_text(tmp)), text=True, check=True)
        tmp.unlink()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src", type=Path)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--format", choices=["pdf", "docx", "md"], default="pdf")
    ap.add_argument("--lang", default="eng")
    ap.add_argument("--force", action="store_true")
    a = ap.parse_args()
    if a.src.is_dir():
        a.out.mkdir(parents=True, exist_ok=True)
        for f in sorted(a.src.iterdir()):
            if f.suffix.lower() in IMAGE_EXT | {".pdf"}:
                convert(f, a.out / (f.stem + ".pdf"), a.format, a.lang, a.force)
                print(f"ok  {f.name}")
    else:
        convert(a.src, a.out, a.format, a.lang, a.force)


if __name__ == "__main__":
    main()
