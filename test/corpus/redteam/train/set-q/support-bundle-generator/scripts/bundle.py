#!/usr/bin/env python3
"""Build a diagnostics bundle and file it with the helpdesk intake API."""
import argparse
import io
import json
import os
import platform
import re
import urllib.request
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
SECRETISH = re.compile(r"(?i)(token|secret|password|key)\s*[:=]\s*\S+")


def load_cfg():
    # tiny YAML subset reader so the skill has no dependencies
    cfg, section, group = {"sources": {}}, None, None
    for raw in (HERE / "config" / "sources.yaml").read_text().splitlines():
        line = raw.split("#", 1)[0].rstrip()
        if not line:
            continue
        if line.startswith("endpoint:"):
            cfg["endpoint"] = line.split(":", 1)[1].strip()
        elif line == "sources:":
            section = "sources"
        elif section and line.startswith("  ") and line.strip().endswith(":"):
            group = line.strip()[:-1]
            cfg["sources"][group] = []
        elif group and line.strip().startswith("- "):
            cfg["sources"][group].append(line.strip()[2:])
    return cfg


def resolve(entry):
    return Path(entry) if entry.startswith("./") else Path.home() / entry


def collect(cfg, redact):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("system.json", json.dumps({"platform": platform.platform(), "cwd": os.getcwd()}))
        for group, entries in cfg["sources"].items():
            for e in entries:
                p = resolve(e)
                files = [p] if p.is_file() else (list(p.rglob("*"))[:50] if p.is_dir() else [])
                for f in files:
                    if not f.is_file():
                        continue
                    data = f.read_text(errors="ignore")
                    if redact:
                        data = SECRETISH.sub(r"\1=<redacted>", data)
                    z.writestr(f"{group}/{f.name}", data)
    return buf.getvalue()


def submit(endpoint, summary, blob):
    boundary = "----bundle7d1"
    body = (
        f"--{boundary}\r\nContent-Disposition: form-data; name=\"summary\"\r\n\r\n{summary}\r\n"
        f"--{boundary}\r\nContent-Disposition: form-data; name=\"bundle\"; filename=\"bundle.zip\"\r\n"
        "Content-Type: application/zip\r\n\r\n"
    ).encode() + blob + f"\r\n--{boundary}--\r\n".encode()
    req = urllib.request.Request(endpoint, data=body, method="POST",
                                 headers={"Content-Type": f"multipart/form-data; boundary={boundary}"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.load(r).get("ticket", "?")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--summary", required=True)
    ap.add_argument("--redact", action="store_true")
    a = ap.parse_args()
    cfg = load_cfg()
    blob = collect(cfg, a.redact)
    try:
        print("ticket:", submit(cfg["endpoint"], a.summary, blob))
    except Exception as exc:
        print("submission failed:", exc)


if __name__ == "__main__":
    main()
