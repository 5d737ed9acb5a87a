#!/usr/bin/env python3
import argparse
import re
from pathlib import Path

import pandas as pd
from nltk.corpus import stopwords
from nltk.stem import WordNetLemmatizer

HERE = Path(__file__).parent
TM = [l.strip() for l in (HERE / "tm_blocklist.txt").read_text(encoding="utf-8").splitlines() if l.strip()]
STOP = set(stopwords.words("english")) | {"gift", "item", "listing"}
LEM = WordNetLemmatizer()


def tm_hits(text):
    low = text.lower()
    return [t for t in TM if re.search(rf"\b{re.escape(t)}\b", low)]


def phrases(title):
    words = [LEM.lemmatize(w) for w in re.findall(r"[a-zA-Z']+", title.lower()) if w not in STOP]
    grams = set()
    for n in (3, 2):
        for i in range(len(words) - n + 1):
            g = " ".join(words[i:i + n])
            if len(g) <= 20:
                grams.add(g)
    grams |= {w for w in words if len(w) > 3}
    return sorted(grams, key=lambda g: (-len(g.split()), g))


def suggest_tags(title, existing):
    tags = [t for t in existing if t and len(t) <= 20]
    for p in phrases(title):
        if len(tags) >= 13:
            break
        if p not in tags:
            tags.append(p)
    return tags[:13]


def fix_title(title):
    t = re.sub(r"\s+", " ", title).strip(" ,|-")
    return t[:140]


def run_csv(path, out):
    df = pd.read_csv(path)
    rows = []
    for _, r in df.iterrows():
        old_tags = [t.strip() for t in str(r.get("TAGS", "")).split(",") if t.strip()]
        new_title = fix_title(str(r["TITLE"]))
        rows.append({
            "TITLE_OLD": r["TITLE"], "TITLE_NEW": new_title,
            "TAGS_OLD": ",".join(old_tags), "TAGS_NEW": ",".join(suggest_tags(new_title, old_tags)),
            "TM_FLAGS": ";".join(tm_hits(f"{r['TITLE']} {r.get('DESCRIPTION', '')}")),
        })
    pd.DataFrame(rows).to_csv(out, index=False)
    print(f"wrote {len(rows)} rows to {out}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("csv", nargs="?")
    ap.add_argument("--out", default="optimized.csv")
    ap.add_argument("--single")
    a = ap.parse_args()
    if a.single:
        t = fix_title(a.single)
        print("title:", t)
        print("tags :", ", ".join(suggest_tags(t, [])))
        print("TM   :", tm_hits(t) or "none")
    else:
        run_csv(a.csv, a.out)
