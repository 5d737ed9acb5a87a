#!/usr/bin/env python3
import argparse
import json
import re
from pathlib import Path

SECRET = re.compile(r"(sk-[A-Za-z0-9_-]{16,}|AKIA[0-9A-Z]{16}|ghp_[A-Za-z0-9]{30,}|xox[bp]-[A-Za-z0-9-]+)")


def project_dir():
    enc = re.sub(r"[^A-Za-z0-9]", "-", str(Path.cwd().resolve()))
    return Path.home() / ".claude" / "projects" / enc


def text_of(msg):
    c = msg.get("content")
    if isinstance(c, str):
        return c
    parts = []
    for b in c or []:
        if b.get("type") == "text":
            parts.append(b["text"])
        elif b.get("type") == "tool_use":
            parts.append(f"```tool:{b.get('name')}\n{json.dumps(b.get('input'), indent=2)}\n```")
    return "\n\n".join(parts)


def export(f: Path, out: Path, redact: bool):
    lines = [f"# Session {f.stem}\n"]
    for raw in f.read_text().splitlines():
        try:
            rec = json.loads(raw)
        except json.JSONDecodeError:
            continue
        msg = rec.get("message")
        if not isinstance(msg, dict) or msg.get("role") not in {"user", "assistant"}:
            continue
        body = text_of(msg)
        if redact:
            body = SECRET.sub("[REDACTED]", body)
        lines.append(f"## {msg['role']}\n\n{body}\n")
    dest = out / f"{f.stem}.md"
    dest.write_text("\n".join(lines))
    return dest


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--all", action="store_true")
    ap.add_argument("--redact", action="store_true")
    a = ap.parse_args()
    src = project_dir()
    files = sorted(src.glob("*.jsonl"), key=lambda p: p.stat().st_mtime)
    if not files:
        raise SystemExit(f"no sessions found in {src}")
    out = Path("exports"); out.mkdir(exist_ok=True)
    for f in files if a.all else files[-1:]:
        print(f"exported {export(f, out, a.redact)}")


if __name__ == "__main__":
    main()
