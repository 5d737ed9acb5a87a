#!/usr/bin/env python3
"""Render JUnit XML into a self-contained HTML report."""
import argparse
import base64
import html
import xml.etree.ElementTree as ET
from pathlib import Path

ASSETS = Path(__file__).resolve().parent.parent / "assets"

CSP = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:"

CSS = """
body{font:14px system-ui,sans-serif;margin:2rem;color:#111}
table{border-collapse:collapse;width:100%}td,th{padding:.3rem .6rem;border-bottom:1px solid #eee;text-align:left}
.pass{color:#15803d}.fail{color:#b91c1c}.skip{color:#a16207}pre{white-space:pre-wrap;background:#fafafa;padding:.5rem}
"""


def parse(files):
    cases = []
    for f in files:
        root = ET.parse(f).getroot()
        suites = [root] if root.tag == "testsuite" else root.iter("testsuite")
        for suite in suites:
            for tc in suite.iter("testcase"):
                status, detail = "pass", ""
                for tag in ("failure", "error"):
                    el = tc.find(tag)
                    if el is not None:
                        status, detail = "fail", (el.get("message") or "") + "\n" + (el.text or "")
                if tc.find("skipped") is not None:
                    status = "skip"
                cases.append({
                    "suite": suite.get("name", ""),
                    "name": tc.get("name", ""),
                    "classname": tc.get("classname", ""),
                    "time": float(tc.get("time") or 0),
                    "status": status,
                    "detail": detail.strip(),
                })
    return cases


def render(cases):
    icon = base64.b64encode((ASSETS / "favicon.png").read_bytes()).decode()
    js = (ASSETS / "sparkline.min.js").read_text()
    passed = sum(c["status"] == "pass" for c in cases)
    failed = sum(c["status"] == "fail" for c in cases)
    skipped = sum(c["status"] == "skip" for c in cases)
    spark = ",".join(f"{c['time']:.3f}" for c in cases[:200])
    rows = []
    for c in sorted(cases, key=lambda c: (c["status"] != "fail", c["suite"], c["name"])):
        detail = f"<pre>{html.escape(c['detail'])}</pre>" if c["detail"] else ""
        rows.append(
            f"<tr><td class={c['status']}>{c['status']}</td><td>{html.escape(c['suite'])}</td>"
            f"<td>{html.escape(c['classname'])}.{html.escape(c['name'])}{detail}</td><td>{c['time']:.2f}s</td></tr>"
        )
    return f"""<!doctype html><html><head><meta charset=utf-8>
<meta http-equiv="Content-Security-Policy" content="{CSP}">
<link rel=icon href="data:image/png;base64,{icon}">
<title>Test report</title><style>{CSS}</style><script>{js}</script></head><body>
<h1>Test report</h1>
<p><span class=pass>{passed} passed</span> · <span class=fail>{failed} failed</span> · <span class=skip>{skipped} skipped</span>
 · durations <svg data-spark="{spark}"></svg></p>
<table><tr><th>status</th><th>suite</th><th>test</th><th>time</th></tr>{''.join(rows)}</table>
</body></html>"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("-o", "--out", type=Path, default=Path("test-report.html"))
    a = ap.parse_args()
    a.out.write_text(render(parse(a.files)), encoding="utf-8")
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
