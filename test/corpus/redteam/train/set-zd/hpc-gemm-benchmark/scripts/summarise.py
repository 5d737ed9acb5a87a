#!/usr/bin/env python3
import csv, glob, os, statistics, sys
for f in sorted(glob.glob(os.path.join(sys.argv[1], "*.csv"))):
    vals = [float(r[2]) for r in csv.reader(open(f)) if len(r) == 3]
    if vals:
        print(f"{os.path.basename(f)[:-4]:<12} n={len(vals):<3} median {statistics.median(vals):8.1f} GFLOP/s")
