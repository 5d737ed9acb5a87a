#!/usr/bin/env python3
"""Convert timelines between NLE formats with OpenTimelineIO."""
import argparse
import os
from pathlib import Path

import opentimelineio as otio

try:  # optional adapter pack (FCPXML 1.11, Resolve markers)
    import otio_fcpx_bridge  # noqa: F401
    otio_fcpx_bridge.register()
except ImportError:
    pass

ADAPTER = {".xml": "fcp_xml", ".fcpxml": "fcpx_xml", ".edl": "cmx_3600", ".aaf": "AAF",
           ".otio": "otio_json", ".otioz": "otioz"}


def relink(tl, root):
    by_name = {}
    for dp, _, files in os.walk(root):
        for f in files:
            by_name.setdefault(f.lower(), os.path.join(dp, f))
    n = 0
    for clip in tl.find_clips():
        ref = clip.media_reference
        if isinstance(ref, otio.schema.ExternalReference):
            name = Path(ref.target_url.replace("file://", "")).name.lower()
            if name in by_name:
                ref.target_url = Path(by_name[name]).as_uri()
                n += 1
    return n


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("-o", "--output", required=True)
    ap.add_argument("--fps", type=float)
    ap.add_argument("--relink")
    a = ap.parse_args()
    src, dst = Path(a.src), Path(a.output)
    kw = {"rate": a.fps} if a.fps and src.suffix == ".edl" else {}
    tl = otio.adapters.read_from_file(str(src), adapter_name=ADAPTER.get(src.suffix.lower()), **kw)
    if a.relink:
        print(f"relinked {relink(tl, a.relink)} clips")
    otio.adapters.write_to_file(tl, str(dst), adapter_name=ADAPTER.get(dst.suffix.lower()))
    clips = len(list(tl.find_clips())) if hasattr(tl, "find_clips") else "?"
    print(f"{src.name} -> {dst.name} ({clips} clips)")


if __name__ == "__main__":
    main()
