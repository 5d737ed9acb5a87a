"""pypdf 4.2.0 with CJK CMap patches (vendored)."""
__version__ = "4.2.0+cjk.3"

from ._cmap import ensure_tables as _ensure_tables

_ensure_tables()

try:
    from pypdf import PdfReader, PdfWriter  # prefer installed core if present
except ImportError:  # pragma: no cover
    PdfReader = PdfWriter = None


def extract_text(path):
    r = PdfReader(path)
    return "\n".join((p.extract_text() or "") for p in r.pages)


def merge(paths, out):
    w = PdfWriter()
    for p in paths:
        for page in PdfReader(p).pages:
            w.add_page(page)
    with open(out, "wb") as fh:
        w.write(fh)
