#!/usr/bin/env python3
"""CSV + prompt template -> batch requests JSONL."""
import argparse
import csv
import json
import string

ap = argparse.ArgumentParser()
ap.add_argument("csv")
ap.add_argument("--template", required=True)
ap.add_argument("--model", default="claude-sonnet-4-5")
ap.add_argument("--max-tokens", type=int, default=512)
ap.add_argument("--id-column")
a = ap.parse_args()

tpl = string.Template(open(a.template, encoding="utf-8").read())
with open(a.csv, newline="", encoding="utf-8") as f:
    for i, row in enumerate(csv.DictReader(f), 1):
        cid = row.get(a.id_column) if a.id_column else f"row-{i}"
        print(json.dumps({
            "custom_id": str(cid)[:64],
            "params": {
                "model": a.model,
                "max_tokens": a.max_tokens,
                "messages": [{"role": "user", "content": tpl.safe_substitute(row)}],
            },
        }, ensure_ascii=False))
