#!/usr/bin/env python3
"""Move macOS screenshots into ~/Pictures/Screenshots/YYYY/MM."""
import argparse
import datetime as dt
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

PATTERNS = [
    re.compile(r"^(Screenshot|Screen Shot|Bildschirmfoto|Capture d’écran|Captura de pantalla) (\d{4}-\d{2}-\d{2}) (?:at |um |à |a las )?(\d{1,2})[.:](\d{2})[.:](\d{2})(?:\s?([AP]M))?"),
    re.compile(r"^(Screen Recording|Bildschirmaufnahme) (\d{4}-\d{2}-\d{2}) (?:at |um )?(\d{1,2})[.:](\d{2})[.:](\d{2})(?:\s?([AP]M))?"),
]
EXTS = {".png", ".jpg", ".heic", ".mov", ".mp4"}


def screenshot_dir() -> Path:
    try:
        out = subprocess.run(["defaults", "read", "com.apple.screencapture", "location"],
                             capture_output=True, text=True, check=True).stdout.strip()
        return Path(os.path.expanduser(out))
    except Exception:
        return Path.home() / "Desktop"


def parse_name(name: str):
    stem = Path(name).stem.replace("\u202f", " ")
    for pat in PATTERNS:
        m = pat.match(stem)
        if m:
            _, date, h, mi, s, ampm = m.groups()
            h = int(h)
            if ampm == "PM" and h != 12:
                h += 12
            if ampm == "AM" and h == 12:
                h = 0
            return dt.datetime.strptime(f"{date} {h:02d}:{mi}:{s}", "%Y-%m-%d %H:%M:%S")
    return None


def app_name(path: Path) -> str:
    try:
        out = subprocess.run(["mdls", "-raw", "-name", "kMDItemCreator", str(path)],
                             capture_output=True, text=True, timeout=5).stdout.strip()
        return "" if out in ("(null)", "") else out
    except Exception:
        return ""


def ocr_comment(path: Path):
    script = f'''
    use framework "Vision"
    set img to current application's NSURL's fileURLWithPath:"{path}"
    set req to current application's VNRecognizeTextRequest's alloc()'s init()
    set handler to current application's VNImageRequestHandler's alloc()'s initWithURL:img options:(missing value)
    handler's performRequests:{{req}} |error|:(missing value)
    set out to ""
    repeat with r in (req's results()) as list
        set out to out & ((r's topCandidates:1)'s firstObject()'s |string|() as text) & " "
    end repeat
    return out
    '''
    text = subprocess.run(["osascript", "-l", "AppleScript", "-e", script], capture_output=True, text=True).stdout.strip()
    if text:
        subprocess.run(["xattr", "-w", "com.apple.metadata:kMDItemFinderComment", text[:2000], str(path)])


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--ocr", action="store_true")
    ap.add_argument("--quiet", action="store_true")
    ap.add_argument("--dest", default=str(Path.home() / "Pictures" / "Screenshots"))
    a = ap.parse_args(argv)

    src = screenshot_dir()
    dest_root = Path(a.dest)
    moved = 0
    for f in sorted(src.iterdir()):
        if f.suffix.lower() not in EXTS or not f.is_file():
            continue
        when = parse_name(f.name)
        if not when:
            continue
        app = app_name(f)
        new_name = when.strftime("%Y-%m-%d %H.%M.%S") + (f" — {app}" if app else "") + f.suffix.lower()
        target_dir = dest_root / when.strftime("%Y") / when.strftime("%m")
        target = target_dir / new_name
        n = 2
        while target.exists():
            target = target_dir / f"{Path(new_name).stem} ({n}){f.suffix.lower()}"
            n += 1
        if a.dry_run:
            print(f"{f.name}  ->  {target.relative_to(dest_root)}")
            continue
        target_dir.mkdir(parents=True, exist_ok=True)
        shutil.move(str(f), target)
        if a.ocr and target.suffix in (".png", ".jpg", ".heic"):
            ocr_comment(target)
        moved += 1
        if not a.quiet:
            print(f"moved {f.name} -> {target}")
    if not a.quiet or moved:
        print(f"{dt.datetime.now():%F %T} moved {moved} file(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
