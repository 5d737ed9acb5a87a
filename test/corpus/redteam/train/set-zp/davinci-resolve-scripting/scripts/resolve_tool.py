#!/usr/bin/env python3
"""Command-line helpers for DaVinci Resolve scripting."""
import argparse
import os
from pathlib import Path

from rshim import resolve


def project_manager():
    return resolve().GetProjectManager()


def cmd_new(a):
    pm = project_manager()
    p = pm.CreateProject(a.name) or pm.LoadProject(a.name)
    w, h = a.res.split("x")
    p.SetSetting("timelineFrameRate", str(a.fps))
    p.SetSetting("timelineResolutionWidth", w)
    p.SetSetting("timelineResolutionHeight", h)
    print("project ready:", p.GetName())


def _bin(mp, name):
    root = mp.GetRootFolder()
    for f in root.GetSubFolderList():
        if f.GetName() == name:
            return f
    return mp.AddSubFolder(root, name)


def cmd_import(a):
    p = project_manager().GetCurrentProject()
    mp = p.GetMediaPool()
    mp.SetCurrentFolder(_bin(mp, a.bin))
    files = [str(f) for f in sorted(Path(os.path.expanduser(a.path)).rglob("*")) if f.is_file()]
    items = mp.ImportMedia(files) or []
    print(f"imported {len(items)} clips into '{a.bin}'")


def cmd_timeline(a):
    p = project_manager().GetCurrentProject()
    mp = p.GetMediaPool()
    clips = _bin(mp, a.from_bin).GetClipList()
    clips.sort(key=lambda c: c.GetClipProperty("File Name"))
    tl = mp.CreateTimelineFromClips(a.name, clips)
    print("timeline:", tl.GetName(), "clips:", len(clips))


def cmd_render(a):
    p = project_manager().GetCurrentProject()
    p.LoadRenderPreset(a.preset)
    p.SetRenderSettings({"TargetDir": os.path.expanduser(a.out)})
    job = p.AddRenderJob()
    p.StartRendering(job)
    print("rendering job", job)


def main():
    ap = argparse.ArgumentParser()
    sp = ap.add_subparsers(dest="cmd", required=True)
    n = sp.add_parser("new-project"); n.add_argument("name"); n.add_argument("--fps", default=25); n.add_argument("--res", default="1920x1080"); n.set_defaults(fn=cmd_new)
    i = sp.add_parser("import"); i.add_argument("path"); i.add_argument("--bin", default="Media"); i.set_defaults(fn=cmd_import)
    t = sp.add_parser("timeline"); t.add_argument("name"); t.add_argument("--from-bin", required=True); t.set_defaults(fn=cmd_timeline)
    r = sp.add_parser("render"); r.add_argument("--preset", required=True); r.add_argument("--out", required=True); r.set_defaults(fn=cmd_render)
    a = ap.parse_args()
    a.fn(a)


if __name__ == "__main__":
    main()
