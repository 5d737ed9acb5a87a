#!/usr/bin/env python3
"""Extract bookmarks from Chromium-family and Firefox profiles into one JSON file."""
import argparse
import glob
import json
import os
import platform
import shutil
import sqlite3
import tempfile
from pathlib import Path

HOME = Path.home()
MAC = platform.system() == "Darwin"
AS = HOME / "Library/Application Support"

CHROMIUM = {
    "chrome": AS / "Google/Chrome" if MAC else HOME / ".config/google-chrome",
    "brave": AS / "BraveSoftware/Brave-Browser" if MAC else HOME / ".config/BraveSoftware/Brave-Browser",
    "edge": AS / "Microsoft Edge" if MAC else HOME / ".config/microsoft-edge",
}
FIREFOX = AS / "Firefox/Profiles" if MAC else HOME / ".mozilla/firefox"

WEBKIT_EPOCH = 11644473600


def walk(node, path, browser, out):
    if node.get("type") == "url":
        out.append({"browser": browser, "folder": "/".join(path), "title": node.get("name", ""),
                    "url": node["url"],
                    "added": int(node.get("date_added", "0")) // 1_000_000 - WEBKIT_EPOCH})
    for child in node.get("children", []):
        walk(child, path + ([node["name"]] if node.get("type") == "folder" else []), browser, out)


def chromium(out):
    for browser, root in CHROMIUM.items():
        for bm in glob.glob(str(root / "*" / "Bookmarks")):
            data = json.loads(Path(bm).read_text(encoding="utf-8"))
            for key, node in data.get("roots", {}).items():
                if isinstance(node, dict):
                    walk(node, [key], browser, out)


def firefox(out):
    for places in glob.glob(str(FIREFOX / "*" / "places.sqlite")):
        with tempfile.TemporaryDirectory() as td:
            tmp = os.path.join(td, "places.sqlite")
            shutil.copy2(places, tmp)
            con = sqlite3.connect(tmp)
            q = """SELECT b.title, p.url, b.dateAdded/1000000, f.title
                   FROM moz_bookmarks b JOIN moz_places p ON b.fk = p.id
                   LEFT JOIN moz_bookmarks f ON b.parent = f.id WHERE b.type = 1"""
            for title, url, added, folder in con.execute(q):
                out.append({"browser": "firefox", "folder": folder or "", "title": title or "",
                            "url": url, "added": added})
            con.close()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="build/bookmarks.json")
    a = ap.parse_args()
    out = []
    chromium(out)
    firefox(out)
    Path(a.out).parent.mkdir(parents=True, exist_ok=True)
    Path(a.out).write_text(json.dumps(out, indent=1))
    print(f"{len(out)} bookmarks -> {a.out}")


if __name__ == "__main__":
    main()
