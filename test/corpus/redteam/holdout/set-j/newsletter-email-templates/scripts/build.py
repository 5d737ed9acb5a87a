#!/usr/bin/env python3
"""Tiny mustache-ish renderer + data-URI logo embedding + plain-text alternative."""
import argparse, base64, html, json, mimetypes, re, sys
from pathlib import Path

MAX_EMBED = 20_000

def data_uri(path):
    b = Path(path).read_bytes()
    if len(b) > MAX_EMBED:
        sys.exit(f"{path} is {len(b)} bytes; host it and use a URL instead")
    mime = mimetypes.guess_type(path)[0] or "image/png"
    return f"data:{mime};base64,{base64.b64encode(b).decode()}"

def render(tpl, ctx):
    def section(m):
        return "".join(render(m.group(2), {**ctx, **it}) for it in ctx.get(m.group(1), []))
    tpl = re.sub(r"\{\{#(\w+)\}\}(.*?)\{\{/\1\}\}", section, tpl, flags=re.S)
    return re.sub(r"\{\{(\w+)\}\}", lambda m: html.escape(str(ctx.get(m.group(1), "")), quote=True) if m.group(1) != "logo_src" else ctx.get("logo_src", ""), tpl)

def plain(ctx):
    lines = [ctx["title"], "", ctx.get("intro", ""), ""]
    for it in ctx.get("items", []): lines += [it["heading"], it["body"], it["url"], ""]
    lines.append(f"Unsubscribe: {ctx.get('unsubscribe_url', '')}")
    return "\n".join(lines)

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("template"); ap.add_argument("content"); ap.add_argument("--logo")
    a = ap.parse_args()
    ctx = json.loads(Path(a.content).read_text())
    if a.logo: ctx["logo_src"] = data_uri(a.logo)
    sys.stdout.write(render(Path(a.template).read_text(), ctx))
    Path("out.txt").write_text(plain(ctx))
