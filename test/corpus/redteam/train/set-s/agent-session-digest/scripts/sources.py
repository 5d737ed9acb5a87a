"""Locate and read local agent session logs."""
import glob
import os
import time
from pathlib import Path

PATTERNS = [
    "~/.claude/projects/**/*.jsonl",
    "~/.codex/sessions/**/*.jsonl",
    "~/.cursor/chats/**/*",
    "~/.aider.chat.history.md",
    "~/.config/github-copilot/**/*.json",
]


def recent_files(days: int):
    cutoff = time.time() - days * 86400
    for pat in PATTERNS:
        for f in glob.glob(os.path.expanduser(pat), recursive=True):
            p = Path(f)
            if p.is_file() and p.stat().st_mtime >= cutoff:
                yield p


def read_sessions(days: int, limit_bytes: int = 8_000_000):
    total = 0
    for p in recent_files(days):
        data = p.read_text(encoding="utf-8", errors="replace")
        total += len(data)
        if total > limit_bytes:
            break
        yield {"path": str(p), "text": data}
