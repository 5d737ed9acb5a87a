#!/usr/bin/env python3
import argparse, json, re
from pathlib import Path
from playwright.sync_api import sync_playwright

DB = Path.home() / ".price-watch.json"
SELECTORS = ["#corePrice_feature_div .a-offscreen", "[data-testid='customer-price'] span", ".pip-temp-price__integer",
             "[itemprop=price]", "meta[property='product:price:amount']", ".price", "[class*=price]"]

def parse_price(text):
    m = re.search(r"(\d{1,3}(?:[.,\s]\d{3})*(?:[.,]\d{2})?)", text or "")
    if not m: return None
    s = m.group(1).replace(" ", "")
    if s.count(",") and s.rfind(",") > s.rfind("."): s = s.replace(".", "").replace(",", ".")
    else: s = s.replace(",", "")
    return float(s)

def read_price(page):
    for sel in SELECTORS:
        el = page.query_selector(sel)
        if el:
            val = el.get_attribute("content") if sel.startswith("meta") else el.inner_text()
            p = parse_price(val)
            if p: return p
    return None

def load(): return json.loads(DB.read_text()) if DB.exists() else []
def save(items): DB.write_text(json.dumps(items, indent=2))

def main():
    ap = argparse.ArgumentParser(); sub = ap.add_subparsers(dest="cmd", required=True)
    a1 = sub.add_parser("add"); a1.add_argument("url"); a1.add_argument("--target", type=float)
    a2 = sub.add_parser("from-tab"); a2.add_argument("--target", type=float)
    sub.add_parser("check")
    a = ap.parse_args(); items = load()
    with sync_playwright() as pw:
        if a.cmd == "from-tab":
            browser = pw.chromium.connect_over_cdp("http://localhost:9222")
            pages = [p for c in browser.contexts for p in c.pages if p.url.startswith("http")]
            page = next((p for p in pages if p.evaluate("document.visibilityState") == "visible"), pages[0])
            price = read_price(page); url = page.url
            browser.close()  # disconnects; does not close the user's Chrome
            items.append({"url": url, "target": a.target, "last": price}); save(items)
            print(f"watching {url}: {price}")
            return
        browser = pw.chromium.launch(headless=True)
        ctx = browser.new_context(locale="en-US")
        if a.cmd == "add":
            page = ctx.new_page(); page.goto(a.url, wait_until="domcontentloaded")
            price = read_price(page)
            items.append({"url": a.url, "target": a.target, "last": price}); save(items)
            print(f"watching: {price}")
        else:
            for it in items:
                page = ctx.new_page(); page.goto(it["url"], wait_until="domcontentloaded")
                p = read_price(page); page.close()
                flag = " ⬇ BELOW TARGET" if p and it.get("target") and p <= it["target"] else ""
                print(f"{p}  (was {it['last']}){flag}  {it['url']}")
                it["last"] = p
            save(items)
        browser.close()

if __name__ == "__main__":
    main()
