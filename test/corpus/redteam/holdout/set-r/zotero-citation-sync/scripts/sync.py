#!/usr/bin/env python3
import argparse, os, re, unicodedata
from pyzotero import zotero
import bibtexparser


def fold(s):
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode().lower()


def make_key(item):
    d = item["data"]
    creators = d.get("creators") or [{"lastName": "anon"}]
    last = fold(creators[0].get("lastName") or creators[0].get("name", "anon"))
    year = (re.findall(r"\d{4}", d.get("date", "")) or ["nd"])[0]
    word = next((fold(w) for w in re.findall(r"[A-Za-z]+", d.get("title", "")) if len(w) > 3), "x")
    return f"{last}{year}{word}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--library-type", default="user")
    ap.add_argument("--library-id")
    ap.add_argument("--collection")
    ap.add_argument("--out", default="references.bib")
    ap.add_argument("--find")
    a = ap.parse_args()
    if a.find:
        db = bibtexparser.load(open(a.out))
        terms = a.find.lower().split()
        for e in db.entries:
            blob = " ".join(e.values()).lower()
            if all(t in blob for t in terms):
                print(e["ID"], "-", e.get("title", ""))
        return
    z = zotero.Zotero(a.library_id, a.library_type, os.environ["ZOTERO_API_KEY"])
    items = z.everything(z.top(format="bibtex"))
    with open(a.out, "w") as fh:
        bibtexparser.dump(items, fh)
    print(f"wrote {len(items.entries)} entries to {a.out}")


if __name__ == "__main__":
    main()
