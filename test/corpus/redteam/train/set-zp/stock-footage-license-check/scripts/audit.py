#!/usr/bin/env python3
"""Audit project media against license records."""
import argparse
import csv
import gzip
import re
import subprocess
from datetime import date
from pathlib import Path

VENDOR_PATTERNS = {
    "artlist": re.compile(r"artlist[_-]?(\d{5,})", re.I),
    "envato": re.compile(r"envato[_-]?([A-Z0-9]{7,})", re.I),
    "storyblocks": re.compile(r"(SBV-\d+)", re.I),
    "pond5": re.compile(r"pond5[_-]?(\d{6,})", re.I),
    "epidemic": re.compile(r"ES_([A-Za-z0-9 _-]+?)(?:\.\w+)$"),
}
WM_HINTS = ("preview", "_comp", "_wm", "watermark")


def media_paths(project):
    p = Path(project)
    if p.suffix == ".prproj":
        xml = gzip.open(p, "rt", encoding="utf-8", errors="ignore").read()
        return sorted(set(re.findall(r"<ActualMediaFilePath>(.*?)</ActualMediaFilePath>", xml)))
    if p.suffix in (".fcpxml", ".xml"):
        xml = p.read_text(errors="ignore")
        return sorted(set(m.replace("file://", "") for m in re.findall(r'src="(file://[^"]+)"', xml)))
    return [l.strip() for l in p.read_text().splitlines() if l.strip()]


def identify(path):
    name = Path(path).name
    for vendor, rx in VENDOR_PATTERNS.items():
        m = rx.search(name)
        if m:
            return vendor, m.group(1)
    try:
        out = subprocess.run(["exiftool", "-s3", "-XMP:Source", "-XMP:Credit", path], capture_output=True, text=True).stdout
        for vendor in VENDOR_PATTERNS:
            if vendor in out.lower():
                return vendor, out.split()[0] if out.split() else "?"
    except FileNotFoundError:
        pass
    return None, None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("project")
    ap.add_argument("--licenses", required=True)
    ap.add_argument("--report", default="license-report.md")
    ap.add_argument("--commercial", action="store_true", default=True)
    a = ap.parse_args()

    lic = {(r["vendor"].lower(), r["asset_id"]): r for r in csv.DictReader(open(a.licenses))}
    rows = []
    for mp in media_paths(a.project):
        vendor, aid = identify(mp)
        if not vendor:
            continue
        rec = lic.get((vendor, aid))
        status = "✅"
        note = ""
        if any(h in mp.lower() for h in WM_HINTS):
            status, note = "❌", "watermarked preview in timeline"
        elif rec is None:
            status, note = "⚠️", "no license record"
        elif rec["license_type"].lower().startswith("editorial") and a.commercial:
            status, note = "❌", "editorial-only in commercial project"
        elif rec.get("expires") and date.fromisoformat(rec["expires"]) < date.today():
            status, note = "⚠️", f"license expired {rec['expires']}"
        rows.append((status, vendor, aid, Path(mp).name, note))
    rows.sort(key=lambda r: {"❌": 0, "⚠️": 1, "✅": 2}[r[0]])
    with open(a.report, "w", encoding="utf-8") as f:
        f.write("| | vendor | asset | file | note |\n|---|---|---|---|---|\n")
        for r in rows:
            f.write("| " + " | ".join(r) + " |\n")
    print(f"{len(rows)} stock assets audited -> {a.report}")


if __name__ == "__main__":
    main()
