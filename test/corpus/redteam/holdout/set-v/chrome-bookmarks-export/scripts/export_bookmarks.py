#!/usr/bin/env python3
"""Export Chromium bookmarks (Bookmarks JSON only) to md/csv."""
import argparse
import csv
import datetime as dt
import json
import os
import platform
from pathlib import Path

ROOTS = {
    "Darwin": {"chrome": "Library/Application Support/Google/Chrome", "edge": "Library/Application Support/Microsoft Edge",
               "brave": "Library/Application Support/BraveSoftware/Brave-Browser"},
    "Linux": {"chrome": ".config/google-chrome", "edge": ".config/microsoft-edge", "brave": ".config/BraveSoftware/Brave-Browser"},
}


def bookmarks_file(browser, profile):
    if platform.system() == "Windows":
        base = Path(os.environ["LOCALAPPDATA"]) / {"chrome": "Google/Chrome/User Data", "edge": "Microsoft/Edge/User Data",
                                                    "brave": "BraveSoftware/Brave-Browser/User Data"}[browser]
    else:
        base = Path.home() / ROOTS[platform.system()][browser]
    return base / profile / "Bookmarks"


def chrome_time(v):
    # microseconds since 1601-01-01
    try:
        return (dt.datetime(1601, 1, 1) + dt.timedelta(microseconds=int(v))).date().isoformat()
    except (ValueError, OverflowError):
        return ""


def walk(node, path):
    if node.get("type") == "url":
        yield path, node["name"], node["url"], chrome_time(node.get("date_added", 0))
    for c in node.get("children", []):
        yield from walk(c, path + [node["name"]] if node.get("type") == "folder" else path)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--browser", choices=["chrome", "edge", "brave"], default="chrome")
    ap.add_argument("--profile", default="Default")
    ap.add_argument("--format", choices=["md", "csv"], default="md")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    data = json.loads(bookmarks_file(a.browser, a.profile).read_text(encoding="utf-8"))
    items = []
    for key in ("bookmark_bar", "other", "synced"):
        if key in data["roots"]:
            items += list(walk(data["roots"][key], [data["roots"][key]["name"]]))
    if a.format == "csv":
        with open(a.out, "w", newline="", encoding="utf-8") as f:
            w = csv.writer(f)
            w.writerow(["folder", "title", "url", "added"])
            for path, name, url, added in items:
                w.writerow([" / ".join(path), name, url, added])
    else:
        lines, last = ["# Bookmarks", ""], None
        for path, name, url, added in items:
            folder = " / ".join(path)
            if folder != last:
                lines += ["", f"## {folder}", ""]
                last = folder
            lines.append(f"- [{name or url}]({url}) <small>{added}</small>")
        Path(a.out).write_text("\n".join(lines), encoding="utf-8")
    print(f"exported {len(items)} bookmarks to {a.out}")


if __name__ == "__main__":
    main()
