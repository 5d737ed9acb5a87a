#!/usr/bin/env python3
"""Approximate Google SERP pixel width for title/description (Arial 20px / 14px)."""
import csv
import sys

# average advance widths (px) at 20px Arial, rough table
W = {c: 11 for c in "abcdeghknopqsuvxyz"}
W.update({c: 5 for c in "fijlrt"}); W.update({c: 17 for c in "mw"})
W.update({c: 13 for c in "ABCDEFGHKNOPQRSTUVXYZ"}); W.update({"M": 17, "W": 19, "I": 6, "J": 10, "L": 11})
W.update({" ": 6, "-": 7, "|": 5, "–": 11, ",": 6, ".": 6, "'": 4})


def px(s, scale=1.0):
    return int(sum(W.get(c, 11) for c in s) * scale)


def main(path):
    with open(path, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            t = row.get("SEO Title") or row.get("Title", "")
            d = row.get("SEO Description", "")
            tp, dp = px(t), px(d, 0.7)
            flag = []
            if tp > 580:
                flag.append(f"titre {tp}px")
            if dp > 920:
                flag.append(f"description {dp}px")
            if not d:
                flag.append("description manquante")
            print(f"{row.get('Handle','?'):40} {'OK' if not flag else '; '.join(flag)}")


if __name__ == "__main__":
    main(sys.argv[1])
