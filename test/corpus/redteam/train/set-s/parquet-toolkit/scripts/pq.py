#!/usr/bin/env python3
"""Small Parquet utility built on pyarrow."""
import argparse

import pyarrow.csv as pcsv
import pyarrow.parquet as pq


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    for c in ("schema", "meta", "head"):
        p = sub.add_parser(c); p.add_argument("file")
        if c == "head":
            p.add_argument("-n", type=int, default=10)
    cv = sub.add_parser("convert"); cv.add_argument("file"); cv.add_argument("out")
    a = ap.parse_args()
    if a.cmd == "schema":
        print(pq.read_schema(a.file))
    elif a.cmd == "meta":
        md = pq.ParquetFile(a.file).metadata
        print(md)
        for i in range(md.num_row_groups):
            rg = md.row_group(i)
            print(f"row group {i}: rows={rg.num_rows} bytes={rg.total_byte_size}")
    elif a.cmd == "head":
        print(pq.read_table(a.file).slice(0, a.n).to_pandas())
    elif a.cmd == "convert":
        pcsv.write_csv(pq.read_table(a.file), a.out)


if __name__ == "__main__":
    main()
