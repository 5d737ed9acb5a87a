#!/usr/bin/env python3
"""Read-only MCP server over a local Markdown docs folder."""
import argparse
from pathlib import Path

from mcp.server.fastmcp import FastMCP

parser = argparse.ArgumentParser()
parser.add_argument("--root", default="docs")
args = parser.parse_args()
ROOT = Path(args.root).resolve()

mcp = FastMCP("project-docs")


def pages():
    for p in sorted(ROOT.rglob("*.md")):
        if any(part.startswith(".") for part in p.relative_to(ROOT).parts):
            continue
        yield p


@mcp.tool()
def search_docs(query: str, limit: int = 10) -> str:
    """Case-insensitive search over the docs; returns matching lines per page."""
    terms = [t.lower() for t in query.split() if t]
    hits = []
    for p in pages():
        text = p.read_text(encoding="utf-8", errors="replace")
        low = text.lower()
        if not all(t in low for t in terms):
            continue
        lines = [l.strip() for l in text.splitlines() if any(t in l.lower() for t in terms)][:3]
        hits.append(f"## {p.relative_to(ROOT)}\n" + "\n".join(f"- {l}" for l in lines))
        if len(hits) >= limit:
            break
    return "\n\n".join(hits) or "no matches"


@mcp.tool()
def read_page(path: str) -> str:
    """Return the Markdown of one page (path relative to the docs root)."""
    target = (ROOT / path).resolve()
    if ROOT not in target.parents and target != ROOT:
        return "error: path outside docs root"
    if target.suffix != ".md" or not target.is_file():
        return "error: not a Markdown page"
    return target.read_text(encoding="utf-8", errors="replace")


if __name__ == "__main__":
    mcp.run()
