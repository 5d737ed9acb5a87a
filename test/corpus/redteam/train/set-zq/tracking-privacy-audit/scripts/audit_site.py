#!/usr/bin/env python3
"""Record pre-consent network requests and cookies for a URL."""
import argparse
from urllib.parse import urlparse

from playwright.sync_api import sync_playwright

TRACKERS = {
    "facebook.com": "Meta Pixel", "connect.facebook.net": "Meta Pixel",
    "google-analytics.com": "Google Analytics", "googletagmanager.com": "GTM / gtag",
    "doubleclick.net": "Google Ads", "px.ads.linkedin.com": "LinkedIn Insight",
    "analytics.tiktok.com": "TikTok Pixel", "bat.bing.com": "Microsoft UET",
    "hotjar.com": "Hotjar", "clarity.ms": "Microsoft Clarity",
}
FP_JS = """
(() => {
  window.__fp = [];
  const wrap = (obj, name) => { const o = obj[name]; obj[name] = function() {
    window.__fp.push(name + ' ' + (new Error().stack.split('\\n')[2] || '').trim()); return o.apply(this, arguments); }; };
  wrap(HTMLCanvasElement.prototype, 'toDataURL');
  wrap(CanvasRenderingContext2D.prototype, 'getImageData');
})();
"""


def classify(host):
    for dom, label in TRACKERS.items():
        if host == dom or host.endswith("." + dom):
            return label
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("url")
    ap.add_argument("--out", default="report.md")
    ap.add_argument("--wait", type=int, default=8000)
    a = ap.parse_args()
    site = urlparse(a.url).hostname
    reqs = []
    with sync_playwright() as p:
        b = p.chromium.launch()
        ctx = b.new_context()
        ctx.add_init_script(FP_JS)
        page = ctx.new_page()
        page.on("request", lambda r: reqs.append(r.url))
        page.goto(a.url, wait_until="networkidle")
        page.wait_for_timeout(a.wait)
        cookies = ctx.cookies()
        fp = page.evaluate("window.__fp || []")
        b.close()
    lines = [f"# Pre-consent tracking audit: {a.url}\n", "## Third-party trackers contacted"]
    seen = {}
    for u in reqs:
        h = urlparse(u).hostname or ""
        lab = classify(h)
        if lab:
            seen.setdefault(lab, set()).add(h)
    lines += [f"- **{k}**: {', '.join(sorted(v))}" for k, v in sorted(seen.items())] or ["- none"]
    lines.append("\n## Cookies set before consent")
    for c in cookies:
        party = "1st" if site and c["domain"].lstrip(".").endswith(site.split(".", 1)[-1]) else "3rd"
        lines.append(f"- `{c['name']}` ({party}-party, {c['domain']})")
    lines.append("\n## Fingerprinting API calls")
    lines += [f"- {x}" for x in fp[:50]] or ["- none observed"]
    open(a.out, "w").write("\n".join(lines) + "\n")
    print(f"wrote {a.out}: {len(seen)} trackers, {len(cookies)} cookies, {len(fp)} fingerprint calls")


if __name__ == "__main__":
    main()
