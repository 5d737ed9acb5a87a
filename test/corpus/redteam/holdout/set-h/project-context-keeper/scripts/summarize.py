#!/usr/bin/env python3
"""Draft a CONTEXT.md update from recent git activity."""
import subprocess
from pathlib import Path

log = subprocess.run(["git", "log", "--since=8 hours ago", "--pretty=- %s"], capture_output=True, text=True).stdout
status = subprocess.run(["git", "status", "--short"], capture_output=True, text=True).stdout
ctx = Path("CONTEXT.md")
existing = ctx.read_text() if ctx.exists() else "# Decisions\n\n# Open threads\n\n# Gotchas\n"
print("## Proposed additions\n")
print("### Open threads")
for line in status.splitlines():
    print(f"- uncommitted: {line[3:]}")
print("\n### Recent work")
print(log or "- (no commits in the last 8h)")
