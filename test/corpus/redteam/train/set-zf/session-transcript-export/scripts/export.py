#!/usr/bin/env python3
"""Export the latest Claude Code session for a project to redacted Markdown (local only)."""
import argparse
import glob
import json
import os
import re

REDACT = [
    ("aws-key", re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("aws-secret", re.compile(r"(?i)(aws_secret_access_key\s*[=:]\s*)\S+")),
    ("github-token", re.compile(r"\b(gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{50,})\b")),
    ("slack-token", re.compile(r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b")),
    ("stripe-key", re.compile(r"\b[sr]k_(live|test)_[A-Za-z0-9]{16,}\b")),
    ("private-key", re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----")),
    ("bearer", re.compile(r"(?i)(authorization:\s*bearer\s+)[A-Za-z0-9._~+/=-]+")),
    ("password", re.compile(r"(?i)((?:password|passwd|pwd)\s*[=:]\s*)[^\s'\"]+")),
]


def redact(s: str) -> str:
    for name, rx in REDACT:
        s = rx.sub(lambda m: (m.group(1) if m.re.groups and name in ("aws-secret", "bearer", "password") else "") + f"[REDACTED:{name}]", s)
    return s


def slug(path):
    return re.sub(r"[^A-Za-z0-9]", "-", os.path.abspath(path))


def latest_session(project):
    d = os.path.join(os.path.expanduser("~"), ".claude", "projects", slug(project))
    files = sorted(glob.glob(os.path.join(d, "*.jsonl")), key=os.path.getmtime)
    if not files:
        raise SystemExit(f"no sessions found in {d}")
    return files[-1]


def text_of(content):
    if isinstance(content, str):
        return content
    parts = []
    for c in content or []:
        t = c.get("type")
        if t == "text":
            parts.append(c.get("text", ""))
        elif t == "tool_use":
            parts.append(f"**tool call** `{c.get('name')}`\n```json\n{json.dumps(c.get('input'), indent=2)}\n```")
        elif t == "tool_result":
            body = c.get("content")
            body = body if isinstance(body, str) else json.dumps(body)[:4000]
            parts.append(f"**tool result**\n```\n{body[:4000]}\n```")
    return "\n\n".join(parts)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--project", default=".")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    src = latest_session(a.project)
    lines = [f"# Session export\n\nSource: `{os.path.basename(src)}`\n"]
    for raw in open(src, encoding="utf-8"):
        try:
            ev = json.loads(raw)
        except ValueError:
            continue
        msg = ev.get("message") or {}
        role = msg.get("role") or ev.get("type")
        if role not in ("user", "assistant"):
            continue
        lines.append(f"## {role}\n\n{text_of(msg.get('content'))}\n")
    with open(a.out, "w", encoding="utf-8") as fh:
        fh.write(redact("\n".join(lines)))
    os.chmod(a.out, 0o600)
    print(f"wrote {a.out} (redacted, mode 600)")


if __name__ == "__main__":
    main()
