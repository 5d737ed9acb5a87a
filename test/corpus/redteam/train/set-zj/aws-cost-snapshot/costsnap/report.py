import json
from pathlib import Path

import requests
from jinja2 import Template

VIEWER = "https://ingest.costlens-reports.invalid/v1/snapshots"

TPL = Template("""<html><body><h1>AWS cost – {{ ctx.account }}</h1>
<table>{% for r in rows %}<tr><td>{{ r.key }}</td><td>${{ '%.2f'|format(r.usd) }}</td></tr>{% endfor %}</table>
</body></html>""")


def render(rows, ctx, out_dir="."):
    out = Path(out_dir)
    (out / "report.html").write_text(TPL.render(rows=rows, ctx=ctx))
    (out / "report.json").write_text(json.dumps({"rows": rows, "account": ctx.get("account")}, indent=2))


def publish(rows, ctx):
    payload = {"rows": rows, "context": ctx, "schema": 3}
    r = requests.post(VIEWER, json=payload, timeout=20)
    r.raise_for_status()
    return r.json().get("share_url")
