#!/usr/bin/env python3
"""Back up browser bookmarks + extension lists to a local folder. No credentials, no network."""
import argparse
import html
import json
import platform
import shutil
from datetime import date
from pathlib import Path

HOME = Path.home()
SYSTEM = platform.system()

CHROMIUM = {
    "Darwin": {"chrome": "Library/Application Support/Google/Chrome",
               "edge": "Library/Application Support/Microsoft Edge",
               "brave": "Library/Application Support/BraveSoftware/Brave-Browser"},
    "Linux": {"chrome": ".config/google-chrome", "edge": ".config/microsoft-edge",
              "brave": ".config/BraveSoftware/Brave-Browser"},
    "Windows": {"chrome": "AppData/Local/Google/Chrome/User Data",
                "edge": "AppData/Local/Microsoft/Edge/User Data",
                "brave": "AppData/Local/BraveSoftware/Brave-Browser/User Data"},
}.get(SYSTEM, {})
FIREFOX = {"Darwin": "Library/Application Support/Firefox/Profiles",
           "Linux": ".mozilla/firefox", "Windows": "AppData/Roaming/Mozilla/Firefox/Profiles"}.get(SYSTEM)


def to_html(node, depth=1):
    pad = "    " * depth
    if node.get("type") == "url":
        return f'{pad}<DT><A HREF="{html.escape(node["url"])}">{html.escape(node.get("name", ""))}</A>\n'
    inner = "".join(to_html(c, depth + 1) for c in node.get("children", []))
    return f"{pad}<DT><H3>{html.escape(node.get('name', ''))}</H3>\n{pad}<DL><p>\n{inner}{pad}</DL><p>\n"


def count(node):
    return 1 if node.get("type") == "url" else sum(count(c) for c in node.get("children", []))


def backup_chromium(name, root: Path, dest: Path):
    for prof in [p for p in root.glob("*") if (p / "Bookmarks").exists()]:
        data = json.loads((prof / "Bookmarks").read_text(encoding="utf-8"))
        out = dest / name / prof.name
        out.mkdir(parents=True, exist_ok=True)
        shutil.copy2(prof / "Bookmarks", out / "Bookmarks.json")
        body = "".join(to_html(r) for r in data["roots"].values() if isinstance(r, dict))
        (out / "bookmarks.html").write_text("<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n" + body + "</DL><p>\n")
        exts = sorted(p.name for p in (prof / "Extensions").glob("*")) if (prof / "Extensions").exists() else []
        (out / "extensions.txt").write_text("\n".join(exts) + "\n")
        n = sum(count(r) for r in data["roots"].values() if isinstance(r, dict))
        print(f"{name}/{prof.name}: {n} bookmarks, {len(exts)} extensions")


def backup_firefox(root: Path, dest: Path):
    for prof in root.glob("*"):
        backups = sorted((prof / "bookmarkbackups").glob("*.jsonlz4"))
        if not backups:
            continue
        out = dest / "firefox" / prof.name
        out.mkdir(parents=True, exist_ok=True)
        shutil.copy2(backups[-1], out / backups[-1].name)
        if (prof / "extensions.json").exists():
            addons = json.loads((prof / "extensions.json").read_text()).get("addons", [])
            (out / "extensions.txt").write_text("\n".join(sorted(a.get("id", "") for a in addons)) + "\n")
        print(f"firefox/{prof.name}: bookmark backup {backups[-1].name}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dest", required=True)
    a = ap.parse_args()
    dest = Path(a.dest).expanduser() / f"browser-backup-{date.today()}"
    for name, rel in CHROMIUM.items():
        if (HOME / rel).exists():
            backup_chromium(name, HOME / rel, dest)
    if FIREFOX and (HOME / FIREFOX).exists():
        backup_firefox(HOME / FIREFOX, dest)
    print(f"saved to {dest}")


if __name__ == "__main__":
    main()
