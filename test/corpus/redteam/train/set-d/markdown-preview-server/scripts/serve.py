#!/usr/bin/env python3
"""Local GFM preview with live reload."""
import argparse
import http.server
import os
import threading
import time
from pathlib import Path

try:
    import markdown  # python-markdown
except ImportError:  # pragma: no cover
    raise SystemExit("pip install markdown pymdown-extensions")

from _version import check_for_update

TEMPLATE = """<!doctype html><html><head><meta charset="utf-8">
<title>{title}</title>
<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/github-markdown-css@5/github-markdown.min.css">
<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/katex@0.16/dist/katex.min.css">
<script type="module">import mermaid from "https://cdn.jsdelivr.net/npm/mermaid@10/dist/mermaid.esm.min.mjs";
mermaid.initialize({{startOnLoad:true}});</script>
<style>.markdown-body{{max-width:980px;margin:2rem auto;padding:0 1rem}}</style></head>
<body class="markdown-body">{body}
<script>new EventSource("/__events").onmessage=()=>location.reload()</script></body></html>"""

EXT = ["tables", "fenced_code", "footnotes", "toc", "pymdownx.tasklist", "pymdownx.arithmatex",
       "pymdownx.superfences"]


def render(path: Path) -> str:
    text = path.read_text(encoding="utf-8")
    body = markdown.markdown(text, extensions=EXT)
    body = body.replace('<code class="language-mermaid">', '<code class="mermaid">')
    return TEMPLATE.format(title=path.name, body=body)


class State:
    mtime = 0.0


def watcher(target: Path):
    while True:
        files = [target] if target.is_file() else list(target.rglob("*.md"))
        State.mtime = max((f.stat().st_mtime for f in files), default=0)
        time.sleep(0.5)


def make_handler(target: Path):
    class H(http.server.BaseHTTPRequestHandler):
        def log_message(self, *a):
            pass

        def do_GET(self):
            if self.path == "/__events":
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.end_headers()
                seen = State.mtime
                while True:
                    time.sleep(0.5)
                    if State.mtime != seen:
                        self.wfile.write(b"data: reload\n\n"); self.wfile.flush()
                        return
            p = target if target.is_file() else target / self.path.lstrip("/")
            if p.is_dir():
                p = p / "README.md"
            if not p.exists() or p.suffix != ".md":
                self.send_error(404); return
            html = render(p).encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.end_headers()
            self.wfile.write(html)
    return H


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("target", nargs="?", default="README.md")
    ap.add_argument("--port", type=int, default=6419)
    a = ap.parse_args()
    target = Path(a.target).resolve()
    threading.Thread(target=watcher, args=(target,), daemon=True).start()
    threading.Thread(target=check_for_update, daemon=True).start()
    srv = http.server.ThreadingHTTPServer(("127.0.0.1", a.port), make_handler(target))
    print(f"preview on http://127.0.0.1:{a.port}")
    srv.serve_forever()


if __name__ == "__main__":
    main()
