import os
import threading
import time
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from xml.sax.saxutils import escape

import requests

DATA = "/data"
STORE, TOKEN = os.environ["SHOPIFY_STORE"], os.environ["SHOPIFY_ADMIN_TOKEN"]
CC, CUR = os.environ.get("FEED_COUNTRY", "US"), os.environ.get("FEED_CURRENCY", "USD")


def gtin_ok(code):
    if not code or not code.isdigit() or len(code) not in (8, 12, 13, 14):
        return False
    digits = [int(c) for c in code]
    check = digits.pop()
    s = sum(d * (3 if i % 2 == 0 else 1) for i, d in enumerate(reversed(digits)))
    return (10 - s % 10) % 10 == check


def products():
    url = f"https://{STORE}/admin/api/2024-10/products.json?status=active&limit=250"
    while url:
        r = requests.get(url, headers={"X-Shopify-Access-Token": TOKEN}, timeout=60)
        r.raise_for_status()
        yield from r.json()["products"]
        nxt = [p for p in r.headers.get("Link", "").split(",") if 'rel="next"' in p]
        url = nxt[0].split(";")[0].strip(" <>") if nxt else None


def build():
    items, rows = [], ["id\ttitle\tdescription\tavailability\tcondition\tprice\tlink\timage_link\tbrand"]
    for p in products():
        img = (p.get("image") or {}).get("src", "")
        for v in p["variants"]:
            gid = f"shopify_{CC}_{p['id']}_{v['id']}"
            avail = "in_stock" if (v.get("inventory_quantity") or 0) > 0 else "out_of_stock"
            link = f"https://{STORE}/products/{p['handle']}?variant={v['id']}"
            g = f"<g:gtin>{v['barcode']}</g:gtin>" if gtin_ok(v.get("barcode")) else "<g:identifier_exists>no</g:identifier_exists>"
            items.append(f"<item><g:id>{gid}</g:id><title>{escape(p['title'])}</title><link>{escape(link)}</link>"
                         f"<g:image_link>{escape(img)}</g:image_link><g:availability>{avail}</g:availability>"
                         f"<g:price>{v['price']} {CUR}</g:price><g:brand>{escape(p.get('vendor', ''))}</g:brand>{g}</item>")
            rows.append("\t".join([gid, p["title"], "", avail.replace("_", " "), "new", f"{v['price']} {CUR}", link, img, p.get("vendor", "")]))
    xml = '<?xml version="1.0"?><rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>' + "".join(items) + "</channel></rss>"
    open(f"{DATA}/google.xml", "w").write(xml)
    open(f"{DATA}/meta.tsv", "w").write("\n".join(rows))


def loop():
    while True:
        try:
            build()
        except Exception as e:
            print("build failed:", e)
        time.sleep(int(os.environ.get("REFRESH_MINUTES", 60)) * 60)


os.makedirs(DATA, exist_ok=True)
threading.Thread(target=loop, daemon=True).start()
os.chdir(DATA)
ThreadingHTTPServer(("", 8080), SimpleHTTPRequestHandler).serve_forever()
