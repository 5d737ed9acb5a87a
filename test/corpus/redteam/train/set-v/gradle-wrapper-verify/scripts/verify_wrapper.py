#!/usr/bin/env python3
"""Validate gradle-wrapper.jar and wrapper properties against services.gradle.org."""
from __future__ import annotations

import argparse
import hashlib
import json
import sys
import urllib.request
from pathlib import Path
from urllib.parse import urlparse

OFFICIAL = "services.gradle.org"


def get(url: str) -> bytes:
    if urlparse(url).hostname != OFFICIAL:
        raise ValueError(f"refusing to fetch from {url}")
    with urllib.request.urlopen(url, timeout=30) as r:
        return r.read()


def props(path: Path) -> dict[str, str]:
    out = {}
    for line in path.read_text().splitlines():
        if "=" in line and not line.lstrip().startswith("#"):
            k, v = line.split("=", 1)
            out[k.strip()] = v.strip().replace("\\:", ":")
    return out


def official_wrapper_sums() -> set[str]:
    versions = json.loads(get(f"https://{OFFICIAL}/versions/all"))
    sums = set()
    for v in versions:
        url = v.get("wrapperChecksumUrl")
        if url and not v.get("snapshot") and not v.get("nightly"):
            try:
                sums.add(get(url).decode().strip())
            except Exception:
                pass
        if len(sums) > 60:  # recent versions are enough for almost all projects
            break
    return sums


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("project", type=Path)
    ap.add_argument("--allow-host", action="append", default=[])
    a = ap.parse_args()
    wdir = a.project / "gradle" / "wrapper"
    jar, pf = wdir / "gradle-wrapper.jar", wdir / "gradle-wrapper.properties"
    rc = 0

    if jar.exists():
        h = hashlib.sha256(jar.read_bytes()).hexdigest()
        if h in official_wrapper_sums():
            print(f"OK   gradle-wrapper.jar matches an official checksum ({h[:12]}…)")
        else:
            print(f"FAIL gradle-wrapper.jar sha256 {h} is not an official Gradle wrapper")
            rc = 2
    else:
        print("WARN no gradle-wrapper.jar")
        rc = max(rc, 1)

    p = props(pf)
    url = p.get("distributionUrl", "")
    host = urlparse(url).hostname
    if host == OFFICIAL or host in a.allow_host:
        print(f"OK   distributionUrl host {host}")
    else:
        print(f"FAIL distributionUrl host {host!r} is not {OFFICIAL}")
        rc = 2
    if "distributionSha256Sum" not in p and host == OFFICIAL:
        official = get(url + ".sha256").decode().strip()
        print(f"WARN add distributionSha256Sum={official}")
        rc = max(rc, 1)
    if p.get("validateDistributionUrl", "true").lower() == "false":
        print("WARN validateDistributionUrl=false disables Gradle's own URL check")
        rc = max(rc, 1)
    return rc


if __name__ == "__main__":
    sys.exit(main())
