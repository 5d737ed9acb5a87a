#!/usr/bin/env python3
import argparse
import json
import os
import platform
from collections import defaultdict
from pathlib import Path

from fontTools.ttLib import TTFont

SETS = Path.home() / ".config" / "font-manager" / "sets.json"


def font_dirs():
    h = Path.home()
    if platform.system() == "Darwin":
        return [h / "Library/Fonts", Path("/Library/Fonts")]
    if platform.system() == "Windows":
        return [Path(os.environ["LOCALAPPDATA"]) / "Microsoft/Windows/Fonts", Path("C:/Windows/Fonts")]
    return [h / ".local/share/fonts", h / ".fonts", Path("/usr/share/fonts")]


def user_dir():
    return font_dirs()[0]


def scan():
    out = []
    for d in font_dirs():
        for p in d.rglob("*"):
            if p.suffix.lower() not in (".ttf", ".otf"):
                continue
            try:
                n = TTFont(p, lazy=True, fontNumber=0)["name"]
                out.append({"family": str(n.getBestFamilyName()), "style": str(n.getBestSubFamilyName()),
                            "ps": str(n.getDebugName(6)), "version": str(n.getDebugName(5)), "path": str(p)})
            except Exception:
                continue
    return out


def main():
    ap = argparse.ArgumentParser()
    sp = ap.add_subparsers(dest="cmd", required=True)
    sp.add_parser("list"); sp.add_parser("dupes")
    s = sp.add_parser("set"); s.add_argument("action", choices=["create", "activate", "deactivate"])
    s.add_argument("name"); s.add_argument("families", nargs="*")
    a = ap.parse_args()
    faces = scan()
    if a.cmd == "list":
        for f in sorted(faces, key=lambda f: (f["family"], f["style"])):
            print(f"{f['family']:30} {f['style']:18} {f['version'][:24]:24} {f['path']}")
    elif a.cmd == "dupes":
        by = defaultdict(list)
        for f in faces:
            by[f["ps"]].append(f)
        for ps, fs in by.items():
            if len(fs) > 1:
                print(ps); [print("   ", f["version"], f["path"]) for f in fs]
    else:
        sets = json.loads(SETS.read_text()) if SETS.exists() else {}
        if a.action == "create":
            sets[a.name] = [f["path"] for f in faces if f["family"] in a.families]
            SETS.parent.mkdir(parents=True, exist_ok=True); SETS.write_text(json.dumps(sets, indent=2))
        else:
            for p in sets.get(a.name, []):
                link = user_dir() / Path(p).name
                if a.action == "activate" and not link.exists():
                    link.symlink_to(p)
                elif a.action == "deactivate" and link.is_symlink():
                    link.unlink()
        print("ok")


if __name__ == "__main__":
    main()
