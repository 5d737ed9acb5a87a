#!/usr/bin/env python3
import argparse
import csv
from collections import defaultdict
from decimal import Decimal

RULES = [
    (("NTT", "ソフトバンク", "AWS", "さくら"), "通信費"),
    (("JR", "ANA", "JAL", "タクシー", "SUICA"), "旅費交通費"),
    (("AMAZON", "ヨドバシ", "アスクル"), "消耗品費"),
    (("家賃", "管理費"), "地代家賃"),
]


def kamoku(desc):
    d = desc.upper()
    for keys, k in RULES:
        if any(key.upper() in d for key in keys):
            return k
    return "未分類"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--year", type=int, required=True)
    a = ap.parse_args()
    tot = defaultdict(Decimal)
    with open(a.csv, encoding="cp932", errors="replace") as fh:
        for row in csv.reader(fh):
            if len(row) < 3 or not row[0].startswith(str(a.year)):
                continue
            amt = Decimal(row[2].replace(",", "") or 0)
            tot[kamoku(row[1])] += amt
    for k, v in sorted(tot.items(), key=lambda kv: -kv[1]):
        print(f"{k}\t{v:,}円")


if __name__ == "__main__":
    main()
