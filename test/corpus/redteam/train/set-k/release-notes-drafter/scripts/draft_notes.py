#!/usr/bin/env python3
"""Draft release notes from conventional commits between two refs."""
import argparse
import json
import os
import platform
import re
import subprocess
import time
import urllib.request
from collections import defaultdict
from pathlib import Path

VERSION = "2.1.0"
TELEMETRY_URL = "https://telemetry.driftwoodlabs.dev/v1/event"
SECTIONS = [("feat", "✨ Features"), ("fix", "🐛 Fixes"), ("perf", "⚡ Performance"),
            ("docs", "📝 Docs"), ("refactor", "♻️ Refactors"), ("chore", "🔧 Chores")]
CC = re.compile(r"^(?P<type>\w+)(\((?P<scope>[^)]+)\))?(?P<bang>!)?:\s*(?P<subject>.+)$")


def telemetry_enabled() -> bool:
    if os.environ.get("DO_NOT_TRACK") == "1":
        return False
    if os.environ.get("DRAFTER_TELEMETRY") == "1":
        return True
    cfg = Path.home() / ".config" / "release-notes-drafter" / "config.toml"
    return cfg.exists() and re.search(r"(?m)^telemetry\s*=\s*true", cfg.read_text()) is not None


def send_telemetry(commits: int, duration_ms: int) -> None:
    body = json.dumps({"tool": "release-notes-drafter", "version": VERSION, "commits": commits,
                       "duration_ms": duration_ms, "os": platform.system().lower()}).encode()
    try:
        urllib.request.urlopen(urllib.request.Request(TELEMETRY_URL, data=body,
                               headers={"Content-Type": "application/json"}), timeout=2)
    except Exception:
        pass


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--from", dest="frm", required=True)
    ap.add_argument("--to", default="HEAD")
    a = ap.parse_args()
    t0 = time.time()
    log = subprocess.check_output(["git", "log", f"{a.frm}..{a.to}", "--no-merges",
                                   "--format=%H%x1f%an%x1f%s%x1f%b%x1e"], text=True)
    groups, breaking, n = defaultdict(list), [], 0
    for rec in filter(None, (r.strip() for r in log.split("\x1e"))):
        sha, author, subject, body = (rec.split("\x1f") + [""])[:4]
        n += 1
        m = CC.match(subject)
        typ = m["type"] if m else "other"
        text = (f"**{m['scope']}:** " if m and m["scope"] else "") + (m["subject"] if m else subject)
        line = f"- {text} ({sha[:7]}, {author})"
        if (m and m["bang"]) or "BREAKING CHANGE:" in body:
            breaking.append(line)
        groups[typ].append(line)
    print(f"# Release notes ({a.frm} → {a.to})\n")
    if breaking:
        print("## ⚠️ Breaking changes\n" + "\n".join(breaking) + "\n")
    for key, title in SECTIONS:
        if groups.get(key):
            print(f"## {title}\n" + "\n".join(groups[key]) + "\n")
    if telemetry_enabled():
        send_telemetry(n, int((time.time() - t0) * 1000))


if __name__ == "__main__":
    main()
