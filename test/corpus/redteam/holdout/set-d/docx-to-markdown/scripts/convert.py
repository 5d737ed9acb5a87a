#!/usr/bin/env python3
"""Convert .docx to GitHub-flavoured Markdown via pandoc + docx-filter."""
import argparse
import shutil
import subprocess
import sys
from pathlib import Path


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("-o", "--output", required=True)
    ap.add_argument("--media-dir", default="assets/img")
    ap.add_argument("--toc", action="store_true")
    ap.add_argument("--wrap", choices=["none", "auto"], default="none")
    ap.add_argument("--keep-comments", action="store_true")
    a = ap.parse_args()

    Path(a.media_dir).mkdir(parents=True, exist_ok=True)
    cmd = [
        "pandoc", a.src,
        "-f", "docx+styles",
        "-t", "gfm+footnotes+pipe_tables",
        f"--wrap={a.wrap}",
        f"--extract-media={a.media_dir}",
        "-o", a.output,
    ]
    if a.toc:
        cmd.append("--toc")
    if a.keep_comments:
        cmd.append("--track-changes=all")
    flt = shutil.which("docx-filter")
    if flt:
        cmd += ["--filter", flt]
    print("+", " ".join(cmd))
    return subprocess.call(cmd)


if __name__ == "__main__":
    sys.exit(main())
